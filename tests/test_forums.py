"""Threads as the common forum engines and comment systems render them: every post stays (the
first and the replies), the chrome around them goes (author stats, signatures, buttons, post
numbers, pagination, similar threads, breadcrumbs, login prompts).

The pages are written here from the engines' usual markup (class names, landmarks, the order of
the parts); their texts are made up. A case names the engine whose markup it follows."""
# ruff: noqa: E501  (the pages keep the engines' long lines of markup)
from __future__ import annotations

import pytest

from beam_extract import extract

# The posts of every thread: the opening post, a long reply, a short one, a last one.
POSTS = (
    "My dishwasher stops halfway through the cycle and shows error E24 on the display. "
    "I have cleaned the filter twice and checked the drain hose for kinks, but it keeps happening.",
    "E24 means the pump cannot drain the water fast enough. Take off the cover under the filter "
    "and turn the impeller by hand; mine had a shard of glass stuck in it and ran fine once it was out.",
    "Thanks, the impeller was jammed.",
    "Glad it worked. For anyone finding this later: the same code on older models points to the hose.",
)
AUTHORS = ("kitchenfixer", "pumpguru", "anna_b", "kitchenfixer")
TITLE = "Dishwasher stops with error E24"


def _case_discourse() -> tuple[str, list[str]]:
    posts = "".join(f"""
<div id="post_{i + 1}" itemprop="{'comment' if i else 'mainEntity'}" itemscope itemtype="http://schema.org/{'Comment' if i else 'DiscussionForumPosting'}" class="topic-body crawler-post">
  <div class="crawler-post-meta">
    <span class="creator" itemprop="author" itemscope itemtype="http://schema.org/Person">
      <a itemprop="url" href="/u/{who}"><span itemprop="name">{who}</span></a>
    </span>
    <span class="crawler-post-infos">
      <time itemprop="datePublished" datetime="2024-03-0{i + 1}T10:00:00Z" class="post-time">March {i + 1}, 2024, 10:00am</time>
      <meta itemprop="dateModified" content="2024-03-0{i + 1}T10:00:00Z">
      <span itemprop="position">{i + 1}</span>
    </span>
  </div>
  <div class="post" itemprop="text"><p>{text}</p></div>
  <div itemprop="interactionStatistic" itemscope itemtype="http://schema.org/InteractionCounter">
    <meta itemprop="interactionType" content="http://schema.org/LikeAction"/>
    <meta itemprop="userInteractionCount" content="{i + 2}" />
    <span class="post-likes">{i + 2} Likes</span>
  </div>
</div>""" for i, (who, text) in enumerate(zip(AUTHORS, POSTS)))
    html = f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>{TITLE} - Appliances - Home Repair Community</title>
<meta name="generator" content="Discourse 3.2.0 - https://github.com/discourse/discourse version 1a2b3c">
<meta property="og:type" content="website">
</head><body class="crawler">
<header><a href="/"><img src="/logo.png" alt="Home Repair Community" id="site-logo"></a></header>
<div id="main-outlet" class="wrap" role="main">
  <div id="topic-title"><h1><a href="/t/dishwasher-e24/123">{TITLE}</a></h1>
    <div class="topic-category" itemscope itemtype="http://schema.org/BreadcrumbList">
      <span itemprop="itemListElement" itemscope itemtype="http://schema.org/ListItem">
        <a href="/c/appliances/5" class="badge-wrapper bullet" itemprop="item"><span class="badge-category-bg"></span><span class="badge-category clear-badge"><span class="category-name" itemprop="name">Appliances</span></span></a>
        <meta itemprop="position" content="1" /></span>
    </div>
  </div>
  {posts}
  <div id="related-topics" class="more-topics__list" role="complementary" aria-labelledby="related-topics-title">
    <h3 id="related-topics-title" class="more-topics__list-title">Related topics</h3>
    <div class="topic-list-container" itemscope itemtype="http://schema.org/ItemList">
      <table class="topic-list"><thead><tr><th>Topic</th><th></th><th class="replies">Replies</th><th class="views">Views</th><th>Activity</th></tr></thead>
      <tbody>
        <tr class="topic-list-item"><td class="main-link" itemprop="itemListElement" itemscope itemtype="http://schema.org/ListItem"><meta itemprop="position" content="1"><span class="link-top-line"><a itemprop="url" href="/t/washer-leaks/99" class="title raw-link raw-topic-link">Washing machine leaks from the door seal after cleaning</a></span></td><td class="replies"><span class="posts" title="posts">7</span></td><td class="views"><span class="views" title="views">312</span></td><td>February 12, 2024</td></tr>
        <tr class="topic-list-item"><td class="main-link" itemprop="itemListElement" itemscope itemtype="http://schema.org/ListItem"><meta itemprop="position" content="2"><span class="link-top-line"><a itemprop="url" href="/t/fridge-noise/98" class="title raw-link raw-topic-link">Fridge compressor clicks every few minutes at night</a></span></td><td class="replies"><span class="posts" title="posts">3</span></td><td class="views"><span class="views" title="views">98</span></td><td>January 30, 2024</td></tr>
      </tbody></table>
    </div>
  </div>
</div>
<footer class="container wrap"><nav class="crawler-nav"><ul>
  <li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><a href="/" itemprop="url">Home </a></span></li>
  <li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><a href="/categories" itemprop="url">Categories </a></span></li>
  <li itemscope itemtype="http://schema.org/SiteNavigationElement"><span itemprop="name"><a href="/guidelines" itemprop="url">Guidelines </a></span></li>
</ul></nav></footer>
<div id="noscript-footer"><p>Powered by <a href="https://www.discourse.org">Discourse</a>, best viewed with JavaScript enabled</p></div>
</body></html>"""
    return html, ["Related topics", "Washing machine leaks", "Powered by", "Guidelines", "2 Likes", "Categories"]


def _xenforo_post(i: int, who: str, text: str) -> str:
    quote = ""
    if i == 3:
        quote = (f"""<blockquote data-attributes="member: 2" data-quote="{AUTHORS[1]}" class="bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote js-expandWatch">
<div class="bbCodeBlock-title"><a href="/goto/post?id=2" class="bbCodeBlock-sourceJump" rel="nofollow">{AUTHORS[1]} said:</a></div>
<div class="bbCodeBlock-content"><div class="bbCodeBlock-expandContent js-expandContent">{POSTS[1]}</div>
<div class="bbCodeBlock-expandLink js-expandLink"><a role="button" tabindex="0">Click to expand...</a></div></div></blockquote>""")
    return f"""<article class="message message--post js-post js-inlineModContainer" data-author="{who}" data-content="post-{i + 1}" id="js-post-{i + 1}" itemscope itemtype="https://schema.org/Comment">
<span class="u-anchorTarget" id="post-{i + 1}"></span>
<div class="message-inner">
<div class="message-cell message-cell--user">
<section class="message-user" itemprop="author" itemscope itemtype="https://schema.org/Person">
<div class="message-avatar"><div class="message-avatar-wrapper"><a href="/members/{who}.{i + 1}/" class="avatar avatar--m"><img src="/data/avatars/m/{i}.jpg" alt="{who}" width="96" height="96"></a></div></div>
<div class="message-userDetails">
<h4 class="message-name"><a href="/members/{who}.{i + 1}/" class="username" itemprop="name">{who}</a></h4>
<h5 class="userTitle message-userTitle" itemprop="jobTitle">Well-known member</h5>
</div>
<div class="message-userExtras">
<dl class="pairs pairs--justified"><dt>Joined</dt><dd>Jan 5, 2019</dd></dl>
<dl class="pairs pairs--justified"><dt>Messages</dt><dd>1,23{i}</dd></dl>
<dl class="pairs pairs--justified"><dt>Reaction score</dt><dd>56{i}</dd></dl>
<dl class="pairs pairs--justified"><dt>Location</dt><dd>Leeds</dd></dl>
</div>
<span class="message-userArrow"></span>
</section>
</div>
<div class="message-cell message-cell--main">
<div class="message-main js-quickEditTarget">
<header class="message-attribution message-attribution--split">
<ul class="message-attribution-main listInline"><li class="u-concealed"><a href="/threads/e24.77/post-{i + 1}" rel="nofollow"><time class="u-dt" datetime="2024-03-0{i + 1}T10:00:00+0000">Mar {i + 1}, 2024</time></a></li></ul>
<ul class="message-attribution-opposite message-attribution-opposite--list">
<li><a href="/threads/e24.77/post-{i + 1}" class="message-attribution-gadget" data-xf-init="share-tooltip" rel="nofollow"><i class="fa--xf far fa-share-alt" aria-hidden="true"></i></a></li>
<li><a href="/threads/e24.77/post-{i + 1}" rel="nofollow">#{i + 1}</a></li></ul>
</header>
<div class="message-content js-messageContent">
<div class="message-userContent lbContainer js-lbContainer" data-lb-id="post-{i + 1}">
<article class="message-body js-selectToQuote">
<div itemprop="text"><div class="bbWrapper">{quote}{text}</div></div>
<div class="js-selectToQuoteEnd">&nbsp;</div>
</article>
</div>
<aside class="message-signature"><div class="bbWrapper">Bosch SMS46 since 2016, Miele before that</div></aside>
</div>
<footer class="message-footer">
<div class="message-actionBar actionBar">
<div class="actionBar-set actionBar-set--external">
<a href="/posts/{i + 1}/react?reaction_id=1" class="reaction reaction--small actionBar-action actionBar-action--reaction" rel="nofollow"><img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" class="reaction-sprite js-reaction" alt="Like" title="Like"> <span class="reaction-text js-reactionText"><bdi>Like</bdi></span></a>
<a href="/threads/e24.77/reply?quote={i + 1}" class="actionBar-action actionBar-action--mq u-jsOnly js-multiQuote" title="Toggle multi-quote" rel="nofollow">Multi-quote</a>
<a href="/threads/e24.77/reply?quote={i + 1}" class="actionBar-action actionBar-action--reply" title="Reply, quoting this message" rel="nofollow">Reply</a>
</div>
<div class="actionBar-set actionBar-set--internal"><a href="/posts/{i + 1}/report" class="actionBar-action actionBar-action--report" rel="nofollow">Report</a></div>
</div>
<div class="reactionsBar js-reactionsList is-active"><ul class="reactionSummary"><li><span class="reaction reaction--small reaction--1"><img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" alt="Like"></span></li></ul>
<span class="u-srOnly">Reactions:</span><a class="reactionsBar-link" href="/posts/{i + 1}/reactions" rel="nofollow"><bdi>boilerfan</bdi>, <bdi>mick</bdi> and 3 others</a></div>
</footer>
</div></div></div></div></article>"""


def _case_xenforo2() -> tuple[str, list[str]]:
    posts = "".join(_xenforo_post(i, who, text) for i, (who, text) in enumerate(zip(AUTHORS, POSTS)))
    page_nav = """<div class="block-outer"><div class="block-outer-main"><nav class="pageNavWrapper pageNavWrapper--mixed">
<div class="pageNav"><ul class="pageNav-main"><li class="pageNav-page pageNav-page--current"><a href="/threads/e24.77/">1</a></li>
<li class="pageNav-page"><a href="/threads/e24.77/page-2">2</a></li></ul><a href="/threads/e24.77/page-2" class="pageNav-jump pageNav-jump--next">Next</a></div>
</nav></div></div>"""
    html = f"""<!DOCTYPE html><html id="XF" lang="en-US" dir="LTR" data-app="public" data-template="thread_view">
<head><meta charset="utf-8"><title>{TITLE} | Appliance Talk</title>
<meta property="og:type" content="website"></head>
<body data-template="thread_view">
<div class="p-pageWrapper" id="top">
<header class="p-header" id="header"><div class="p-header-inner"><div class="p-header-logo"><a href="/"><img src="/logo.png" alt="Appliance Talk"></a></div></div></header>
<nav class="p-nav"><ul class="p-nav-list"><li><a href="/" class="p-navEl-link">Forums</a></li><li><a href="/whats-new/" class="p-navEl-link">What's new</a></li><li><a href="/members/" class="p-navEl-link">Members</a></li></ul>
<a href="/login/" class="p-navgroup-link p-navgroup-link--logIn">Log in</a><a href="/register/" class="p-navgroup-link p-navgroup-link--register">Register</a></nav>
<div class="p-body"><div class="p-body-inner">
<div class="p-breadcrumbs--parent"><ul class="p-breadcrumbs" itemscope itemtype="https://schema.org/BreadcrumbList">
<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a href="/" itemprop="item"><span itemprop="name">Forums</span></a></li>
<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a href="/forums/dishwashers.4/" itemprop="item"><span itemprop="name">Dishwashers</span></a></li></ul></div>
<div class="p-body-header"><div class="p-title"><h1 class="p-title-value">{TITLE}</h1></div>
<div class="p-description"><ul class="listInline listInline--bullet">
<li><i class="fa--xf far fa-user" aria-hidden="true" title="Thread starter"></i><span class="u-srOnly">Thread starter</span> <a href="/members/kitchenfixer.1/" class="username u-concealed">kitchenfixer</a></li>
<li><i class="fa--xf far fa-clock" aria-hidden="true" title="Start date"></i><span class="u-srOnly">Start date</span> <a href="/threads/e24.77/" class="u-concealed"><time class="u-dt" datetime="2024-03-01T10:00:00+0000">Mar 1, 2024</time></a></li></ul></div></div>
<div class="p-body-main"><div class="p-body-content"><div class="p-body-pageContent">
<div class="block block--messages" data-type="post" data-href="/inline-mod/">
{page_nav}
<div class="block-container lbContainer"><div class="block-body js-replyNewMessageContainer">{posts}</div></div>
{page_nav}
</div>
<div class="blockMessage blockMessage--none">You must log in or register to reply here.</div>
<div class="block"><div class="block-container"><h3 class="block-minorHeader">Similar threads</h3><div class="block-body"><div class="structItemContainer">
<div class="structItem structItem--thread"><div class="structItem-cell structItem-cell--main"><div class="structItem-title"><a href="/threads/e15.70/">Error E15 after a power cut, water in the base tray</a></div>
<div class="structItem-minor"><ul class="structItem-parts"><li><a href="/members/mick.9/" class="username">mick</a></li><li class="structItem-startDate"><a href="/threads/e15.70/"><time class="u-dt">Feb 2, 2024</time></a></li><li><a href="/forums/dishwashers.4/">Dishwashers</a></li></ul></div></div>
<div class="structItem-cell structItem-cell--meta"><dl class="pairs pairs--justified"><dt>Replies</dt><dd>4</dd></dl><dl class="pairs pairs--justified structItem-minor"><dt>Views</dt><dd>210</dd></dl></div></div>
</div></div></div></div>
<div class="shareButtons shareButtons--iconic"><span class="shareButtons-label">Share:</span><div class="shareButtons-buttons"><a class="shareButtons-button shareButtons-button--brand shareButtons-button--facebook" href="https://www.facebook.com/sharer.php?u=x"><span>Facebook</span></a><a class="shareButtons-button shareButtons-button--email" href="mailto:?subject=x"><span>Email</span></a><a class="shareButtons-button shareButtons-button--link is-hidden" data-clipboard="x"><span>Link</span></a></div></div>
</div></div></div>
<ul class="p-breadcrumbs p-breadcrumbs--bottom"><li><a href="/"><span>Forums</span></a></li><li><a href="/forums/dishwashers.4/"><span>Dishwashers</span></a></li></ul>
</div></div>
<footer class="p-footer" id="footer"><div class="p-footer-inner"><div class="p-footer-copyright"><a href="https://xenforo.com" class="u-concealed" dir="ltr" target="_blank" rel="sponsored noopener">Community platform by XenForo<sup>&reg;</sup> <span class="copyright">&copy; 2010-2024 XenForo Ltd.</span></a></div>
<ul class="p-footer-linkList"><li><a href="/misc/contact">Contact us</a></li><li><a href="/help/terms/">Terms and rules</a></li><li><a href="/help/privacy-policy/">Privacy policy</a></li></ul></div></footer>
</div></body></html>"""
    return html, ["Joined", "Reaction score", "Bosch SMS46", "Multi-quote", "Similar threads", "Error E15",
                  "You must log in", "Community platform", "Thread starter", "Click to expand", "and 3 others",
                  "Well-known member", "Terms and rules", "Share:"]


def _case_vbulletin4() -> tuple[str, list[str]]:
    posts = "".join(f"""
<li class="postbitlegacy postbitim postcontainer old" id="post_{100 + i}">
<div class="posthead"><span class="postdate old"><span class="date">03-0{i + 1}-2024,&nbsp;<span class="time">10:0{i} AM</span></span></span>
<span class="nodecontrols"><a name="post{100 + i}" href="showthread.php?t=5&amp;p={100 + i}#post{100 + i}" class="postcounter">#{i + 1}</a><a id="postcount{100 + i}" name="{i + 1}"></a></span></div>
<div class="postdetails">
<div class="userinfo">
<div class="username_container"><div class="popupmenu memberaction"><a class="username offline popupctrl" href="member.php?u={i + 7}" title="{who} is offline"><strong>{who}</strong></a>
<ul class="popupbody popuphover memberaction_body"><li class="left"><a href="member.php?u={i + 7}" class="siteicon_profile">View Profile</a></li><li class="right"><a href="search.php?do=finduser&amp;userid={i + 7}" class="siteicon_forum" rel="nofollow">View Forum Posts</a></li><li class="left"><a href="private.php?do=newpm&amp;u={i + 7}" class="siteicon_message" rel="nofollow">Private Message</a></li></ul></div>
<img class="inlineimg onlinestatus" src="images/statusicon/user-offline.png" alt="{who} is offline" border="0" /></div>
<span class="usertitle">Senior Member</span>
<a class="postuseravatar" href="member.php?u={i + 7}" title="{who} is offline"><img src="image.php?u={i + 7}" alt="{who}'s Avatar" title="{who}'s Avatar" /></a>
<hr />
<dl class="userinfo_extra"><dt>Join Date</dt> <dd>Jun 2011</dd><dt>Location</dt> <dd>Ohio</dd><dt>Posts</dt> <dd>2,04{i}</dd></dl>
</div>
<div class="postbody"><div class="postrow">
<h2 class="title icon">{'Re: ' if i else ''}{TITLE}</h2>
<div class="content"><div id="post_message_{100 + i}"><blockquote class="postcontent restore ">{text}</blockquote></div></div>
</div>
<div class="after_content"><blockquote class="signature restore"><div class="signaturecontainer">Kenmore Elite since 2009, fixing things since 1985</div></blockquote></div>
<div class="cleardiv"></div></div></div>
<div class="postfoot"><div class="textcontrols floatcontainer"><span class="postcontrols">
<a id="qrwq_{100 + i}" class="newreply" href="newreply.php?do=newreply&amp;p={100 + i}" rel="nofollow" title="Reply With Quote"><img id="quoteimg_{100 + i}" src="clear.gif" alt="Reply With Quote" />&nbsp;Reply With Quote</a>
</span><span class="postlinking"><a class="report" href="report.php?p={100 + i}" rel="nofollow" title="Report Post"><img src="images/buttons/report-40b.png" alt="Report Post" /></a></span></div></div>
<hr /></li>""" for i, (who, text) in enumerate(zip(AUTHORS, POSTS)))
    html = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="en" id="vbulletin_html">
<head><meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1" />
<meta name="generator" content="vBulletin 4.2.5" />
<title> {TITLE}</title></head>
<body>
<div class="above_body"><div id="header" class="floatcontainer doc_header"><div><a name="top" href="forum.php" class="logo-image"><img src="images/misc/vbulletin4_logo.png" alt="Appliance Board" /></a></div>
<div id="toplinks" class="toplinks"><ul class="nouser"><li><a href="register.php" rel="nofollow">Register</a></li><li><a rel="help" href="faq.php">Help</a></li>
<li><form id="navbar_loginform" action="login.php?do=login" method="post"><fieldset id="logindetails" class="logindetails"><input type="text" class="textbox default-value" name="vb_login_username" id="navbar_username" size="10" value="User Name" /><input type="submit" class="loginbutton" value="Log in" /></fieldset>
<div id="remember" class="remember"><label for="cb_cookieuser_navbar"><input type="checkbox" name="cookieuser" value="1" id="cb_cookieuser_navbar" class="cb_cookieuser_navbar" /> Remember Me?</label></div></form></li></ul></div></div>
<div id="navbar" class="navbar"><ul id="navtabs" class="navtabs floatcontainer"><li class="selected"><a class="navtab" href="forum.php">Forum</a></li><li><a class="navtab" href="search.php?do=getdaily">New Posts</a></li><li><a href="faq.php">FAQ</a></li><li><a href="calendar.php">Calendar</a></li></ul></div></div>
<div class="body_wrapper">
<div id="breadcrumb" class="breadcrumb"><ul class="floatcontainer"><li class="navbithome"><a href="index.php" accesskey="1"><img src="images/misc/navbit-home.png" alt="Home" /></a></li>
<li class="navbit"><a href="forum.php">Forum</a></li><li class="navbit"><a href="forumdisplay.php?f=4">Dishwashers</a></li><li class="navbit lastnavbit"><span> {TITLE}</span></li></ul><hr /></div>
<div id="pagetitle"><h1>Thread: <span class="threadtitle"><a href="showthread.php?t=5" title="Reload this Page">{TITLE}</a></span></h1></div>
<div id="thread_controls" class="thread_controls toolsmenu"><div><ul id="postlist_popups" class="postlist_popups popupgroup"><li class="popupmenu" id="threadtools"><h6><a class="popupctrl" href="javascript://">Thread Tools</a></h6></li><li class="popupmenu" id="displaymodes"><h6><a class="popupctrl" href="javascript://">Display</a></h6></li></ul></div></div>
<div id="pagination_top" class="pagination_top"><form action="showthread.php?t=5&amp;page=2" method="get" class="pagination popupmenu nohovermenu"><span><a href="javascript://" class="popupctrl">Page 1 of 2</a></span><span class="selected"><a href="javascript://" title="Results 1 to 4 of 6">1</a></span><span><a href="showthread.php?t=5&amp;page=2" title="Show results 5 to 6 of 6">2</a></span><span class="prev_next"><a rel="next" href="showthread.php?t=5&amp;page=2" title="Next Page - Results 5 to 6 of 6"><img src="images/pagination/next-right.png" alt="Next" /></a></span></form>
<div id="postpagestats_above" class="postpagestats">Results 1 to 4 of 6</div></div>
<div id="postlist" class="postlist restrain"><ol id="posts" class="posts" start="1">{posts}</ol></div>
<div id="below_postlist" class="noinlinemod below_postlist"><div id="pagination_bottom" class="pagination_bottom"><form action="showthread.php?t=5&amp;page=2" method="get" class="pagination popupmenu nohovermenu"><span><a href="javascript://" class="popupctrl">Page 1 of 2</a></span><span class="selected"><a href="javascript://" title="Results 1 to 4 of 6">1</a></span><span><a href="showthread.php?t=5&amp;page=2" title="Show results 5 to 6 of 6">2</a></span></form></div></div>
<div id="thread_info" class="thread_info block"><h4 class="threadinfohead blockhead">Thread Information</h4>
<div id="thread_users" class="thread_info_block blockbody formcontrols"><h5 class="blocksubhead smaller">Users Browsing this Thread</h5><div class="blockrow"><p>There are currently 1 users browsing this thread. (0 members and 1 guests)</p></div></div>
<div id="similar_threads"><h5 class="threadinfohead blocksubhead smaller">Similar Threads</h5><div id="similar_threads_list" class="thread_info_block blockbody formcontrols"><ol class="similar_threads">
<li class="floatcontainer"><div class="titleblock"><h6><a href="showthread.php?t=3" title="My new dishwasher leaves white film on all the glasses">White film on glasses</a></h6><div class="starter_forum">By mick in forum Dishwashers</div></div><div class="dateblock"><span class="shade">Replies:</span> 9<div class="starter_forum"><span class="shade">Last Post:</span> 02-11-2024, <span class="time">08:10 PM</span></div></div></li>
</ol></div></div>
<div class="options_block_container"><div class="options_block"><h4 class="collapse blockhead options_correct">Posting Permissions</h4><div id="posting_rules" class="thread_info_block blockbody formcontrols floatcontainer options_correct"><ul class="youcan"><li>You <strong>may not</strong> post new threads</li><li>You <strong>may not</strong> post replies</li><li>You <strong>may not</strong> post attachments</li><li>You <strong>may not</strong> edit your posts</li></ul></div></div></div></div>
</div>
<div id="footer" class="floatcontainer footer"><ul id="footer_links" class="footer_links"><li><a href="sendmessage.php" rel="nofollow" accesskey="9">Contact Us</a></li><li><a href="archive/index.php">Archive</a></li><li><a href="#top" onclick="document.location.hash='top'; return false;">Top</a></li></ul></div>
<div id="footer_copyright" class="shade footer_copyright">Powered by <a href="https://www.vbulletin.com" id="vbulletinlink">vBulletin&reg;</a> Version 4.2.5 <br />Copyright &copy; 2024 vBulletin Solutions Inc. All rights reserved.</div>
<div id="footer_time" class="shade footer_time">All times are GMT -5. The time now is <span class="time">04:12 PM</span>.</div>
</body></html>"""
    return html, ["View Profile", "Join Date", "Senior Member", "Kenmore Elite", "Reply With Quote", "Similar Threads",
                  "White film on glasses", "Posting Permissions", "may not", "Results 1 to 4", "Powered by",
                  "All times are GMT", "Thread Tools", "Users Browsing"]


def _case_phpbb() -> tuple[str, list[str]]:
    posts = "".join(f"""
<div id="p{200 + i}" class="post has-profile {'bg2' if i % 2 else 'bg1'}">
<div class="inner">
<dl class="postprofile" id="profile{200 + i}">
<dt class="has-profile-rank has-avatar"><div class="avatar-container"><a href="./memberlist.php?mode=viewprofile&amp;u={i + 50}" class="avatar"><img class="avatar" src="./download/file.php?avatar={i + 50}.png" width="90" height="90" alt="User avatar" /></a></div>
<a href="./memberlist.php?mode=viewprofile&amp;u={i + 50}" class="username">{who}</a></dt>
<dd class="profile-rank">Registered User</dd>
<dd class="profile-posts"><strong>Posts:</strong> <a href="./search.php?author_id={i + 50}&amp;sr=posts">31{i}</a></dd>
<dd class="profile-joined"><strong>Joined:</strong> Tue Mar 02, 2021 8:14 pm</dd>
<dd class="profile-contact"><strong>Contact:</strong><div class="dropdown-container dropdown-left"><a href="#" class="dropdown-trigger" title="Contact {who}"><i class="icon fa-commenting-o fa-fw icon-lg" aria-hidden="true"></i><span class="sr-only">Contact {who}</span></a></div></dd>
</dl>
<div class="postbody"><div id="post_content{200 + i}">
<h3 {'class="first"' if not i else ''}><a href="#p{200 + i}">{'Re: ' if i else ''}{TITLE}</a></h3>
<ul class="post-buttons">
<li><a href="./posting.php?mode=quote&amp;p={200 + i}" title="Reply with quote" class="button button-icon-only"><i class="icon fa-quote-left fa-fw" aria-hidden="true"></i><span class="sr-only">Quote</span></a></li></ul>
<p class="author"><a class="unread" href="./viewtopic.php?p={200 + i}#p{200 + i}" title="Post"><i class="icon fa-file fa-fw icon-lightgray icon-md" aria-hidden="true"></i><span class="sr-only">Post</span></a>
<span class="responsive-hide">by <strong><a href="./memberlist.php?mode=viewprofile&amp;u={i + 50}" class="username">{who}</a></strong> &raquo; </span><time datetime="2024-03-0{i + 1}T10:00:00+00:00">Fri Mar 0{i + 1}, 2024 10:00 am</time></p>
<div class="content">{text}</div>
<div id="sig{200 + i}" class="signature">Sent from my kitchen, between two loads of dishes</div>
</div></div>
<div class="back2top"><a href="#top" class="top" title="Top"><i class="icon fa-chevron-circle-up fa-fw icon-gray" aria-hidden="true"></i><span class="sr-only">Top</span></a></div>
</div></div>
<hr class="divider" />""" for i, (who, text) in enumerate(zip(AUTHORS, POSTS)))
    html = f"""<!DOCTYPE html><html dir="ltr" lang="en-gb"><head><meta charset="utf-8" />
<title>{TITLE} - Home Repair Forums</title></head>
<body id="phpbb" class="nojs notouch section-viewtopic ltr ">
<div id="wrap" class="wrap">
<a id="top" class="top-anchor" accesskey="t"></a>
<div id="page-header"><div class="headerbar" role="banner"><div class="inner"><div id="site-description" class="site-description"><a id="logo" class="logo" href="./index.php" title="Board index"><span class="site_logo"></span></a><h1>Home Repair Forums</h1><p>Fixing washers, dryers and dishwashers since 2004</p>
<p class="skiplink"><a href="#start_here">Skip to content</a></p></div>
<div id="search-box" class="search-box search-header" role="search"><form action="./search.php" method="get" id="search"><fieldset><input name="keywords" id="keywords" type="search" maxlength="128" title="Search for keywords" class="inputbox search tiny" size="20" value="" placeholder="Search…" /></fieldset></form></div></div></div>
<div class="navbar" role="navigation"><div class="inner"><ul id="nav-main" class="nav-main linklist" role="menubar"><li id="quick-links" class="quick-links dropdown-container responsive-menu"><a href="#" class="dropdown-trigger"><span>Quick links</span></a></li>
<li><a href="/app.php/help/faq" rel="help" title="Frequently Asked Questions" role="menuitem"><span>FAQ</span></a></li>
<li class="rightside" data-skip-responsive="true"><a href="./ucp.php?mode=login" title="Login" accesskey="x" role="menuitem"><span>Login</span></a></li>
<li class="rightside" data-skip-responsive="true"><a href="./ucp.php?mode=register" role="menuitem"><span>Register</span></a></li></ul>
<ul id="nav-breadcrumbs" class="nav-breadcrumbs linklist navlinks" role="menubar"><li class="breadcrumbs" itemscope itemtype="https://schema.org/BreadcrumbList"><span class="crumb" itemtype="https://schema.org/ListItem" itemprop="itemListElement" itemscope><a href="./index.php" itemtype="https://schema.org/Thing" itemscope itemprop="item" accesskey="h"><span itemprop="name">Board index</span></a></span>
<span class="crumb" itemtype="https://schema.org/ListItem" itemprop="itemListElement" itemscope><a href="./viewforum.php?f=3" itemtype="https://schema.org/Thing" itemscope itemprop="item"><span itemprop="name">Dishwashers</span></a></span></li></ul></div></div></div>
<a id="start_here" class="anchor"></a>
<div id="page-body" class="page-body" role="main">
<h2 class="topic-title"><a href="./viewtopic.php?t=9">{TITLE}</a></h2>
<div class="action-bar bar-top">
<a href="./posting.php?mode=reply&amp;t=9" class="button" title="Post a reply"><span>Post Reply</span> <i class="icon fa-reply fa-fw" aria-hidden="true"></i></a>
<div class="dropdown-container dropdown-button-control topic-tools"><span title="Topic tools" class="button button-secondary dropdown-trigger dropdown-select"><i class="icon fa-wrench fa-fw" aria-hidden="true"></i><span class="caret"><i class="icon fa-sort-down fa-fw" aria-hidden="true"></i></span></span></div>
<div class="search-box" role="search"><form method="get" id="topic-search" action="./search.php"><fieldset><input class="inputbox search tiny" type="search" name="keywords" id="search_keywords" size="20" placeholder="Search this topic…" /></fieldset></form></div>
<div class="pagination">6 posts<ul><li class="active"><span>1</span></li><li><a class="button" href="./viewtopic.php?t=9&amp;start=4" role="button">2</a></li><li class="arrow next"><a class="button button-icon-only" href="./viewtopic.php?t=9&amp;start=4" rel="next" role="button"><i class="icon fa-chevron-right fa-fw" aria-hidden="true"></i><span class="sr-only">Next</span></a></li></ul></div>
</div>
{posts}
<div class="action-bar bar-bottom">
<a href="./posting.php?mode=reply&amp;t=9" class="button" title="Post a reply"><span>Post Reply</span> <i class="icon fa-reply fa-fw" aria-hidden="true"></i></a>
<div class="pagination">6 posts<ul><li class="active"><span>1</span></li><li><a class="button" href="./viewtopic.php?t=9&amp;start=4" role="button">2</a></li></ul></div></div>
<div class="action-bar actions-jump"><p class="jumpbox-return"><a href="./viewforum.php?f=3" class="left-box arrow-left" accesskey="r"><i class="icon fa-angle-left fa-fw icon-black" aria-hidden="true"></i><span>Return to “Dishwashers”</span></a></p>
<div class="jumpbox dropdown-container dropdown-container-right dropdown-up dropdown-left dropdown-button-control" id="jumpbox"><span title="Jump to" class="button button-secondary dropdown-trigger dropdown-select"><span>Jump to</span></span></div></div>
<div class="stat-block online-list"><h3>Who is online</h3><p>Users browsing this forum: No registered users and 2 guests</p></div>
</div>
<div id="page-footer" class="page-footer" role="contentinfo"><div class="navbar" role="navigation"><div class="inner"><ul id="nav-footer" class="nav-footer linklist" role="menubar"><li class="breadcrumbs"><span class="crumb"><a href="./index.php"><span>Board index</span></a></span></li><li class="rightside">All times are <span title="UTC">UTC</span></li><li class="rightside"><a href="./ucp.php?mode=delete_cookies" role="menuitem"><span>Delete cookies</span></a></li></ul></div></div>
<div class="copyright"><p class="footer-row"><span class="footer-copyright">Powered by <a href="https://www.phpbb.com/">phpBB</a>&reg; Forum Software &copy; phpBB Limited</span></p></div></div>
</div></body></html>"""
    return html, ["Registered User", "Joined:", "Posts:", "Sent from my kitchen", "Post Reply", "Who is online",
                  "Return to", "Jump to", "Powered by", "Board index", "Delete cookies", "Search this topic",
                  "6 posts"]


def _case_invision() -> tuple[str, list[str]]:
    posts = "".join(f"""
<article id="elComment_{300 + i}" class="cPost ipsBox ipsResponsive_pull ipsComment ipsComment_parent ipsClearfix ipsClear ipsColumns ipsColumns_noSpacing ipsColumns_collapsePhone">
<div class="cAuthorPane_mobile ipsResponsive_showPhone"><div class="cAuthorPane_photo"><a href="/profile/{i + 3}-{who}/" class="ipsUserPhoto ipsUserPhoto_large"><img src="/uploads/{i}.png" alt="{who}"></a></div>
<div class="cAuthorPane_content"><h3 class="ipsType_sectionHead cAuthorPane_author ipsType_break ipsType_blendLinks ipsFlex ipsFlex-ai:center"><a href="/profile/{i + 3}-{who}/" class="ipsType_break">{who}</a></h3>
<div class="ipsType_light ipsType_reset"><a href="/topic/77-e24/?do=findComment&amp;comment={300 + i}" class="ipsType_blendLinks"><time datetime="2024-03-0{i + 1}T10:00:00Z" title="03/0{i + 1}/2024 10:00  AM">March {i + 1}, 2024</time></a></div></div></div>
<aside class="ipsComment_author cAuthorPane ipsColumn ipsColumn_medium ipsResponsive_hidePhone">
<h3 class="ipsType_sectionHead cAuthorPane_author ipsType_blendLinks ipsType_break"><strong><a href="/profile/{i + 3}-{who}/" class="ipsType_break">{who}</a></strong></h3>
<ul class="cAuthorPane_info ipsList_reset">
<li data-role="photo" class="cAuthorPane_photo"><a href="/profile/{i + 3}-{who}/" class="ipsUserPhoto ipsUserPhoto_large"><img src="/uploads/{i}.png" alt="{who}"></a></li>
<li data-role="group" class="ipsType_light">Members</li>
<li data-role="stats" class="ipsMargin_top"><ul class="ipsList_reset ipsType_light ipsFlex ipsFlex-ai:center ipsFlex-jc:center ipsFlex-fw:wrap ipsGap:1 ipsGap_row:0">
<li><a href="/profile/{i + 3}-{who}/content/" class="ipsType_blendLinks"><i class="fa fa-comment"></i> 41{i}</a></li>
<li><a href="/profile/{i + 3}-{who}/reputation/" class="ipsType_blendLinks"><i class="fa fa-trophy"></i> 2</a></li></ul></li>
</ul></aside>
<div class="ipsColumn ipsColumn_fluid ipsMargin:none">
<div id="comment-{300 + i}_wrap" data-controller="core.front.core.comment" class="ipsComment_content ipsType_medium">
<div class="ipsComment_meta ipsType_light ipsFlex ipsFlex-ai:center ipsFlex-jc:between ipsFlex-fd:row-reverse">
<div class="ipsType_light ipsType_reset ipsType_blendLinks ipsComment_toolWrap"><ul class="ipsList_inline ipsComment_tools">
<li><a href="/topic/77-e24/?do=reportComment&amp;comment={300 + i}" data-action="reportComment" title="Report this content" class="ipsType_blendLinks ipsType_light">Report</a></li>
<li><a class="ipsType_blendLinks" href="/topic/77-e24/?do=findComment&amp;comment={300 + i}" data-ipstooltip title="Share this post" data-ipsmenu id="elSharePost_{300 + i}" data-role="shareComment"><i class="fa fa-share-alt"></i></a></li></ul></div>
<div class="ipsType_reset ipsResponsive_hidePhone">Posted <a href="/topic/77-e24/?do=findComment&amp;comment={300 + i}" class="ipsType_blendLinks" rel="nofollow"><time datetime="2024-03-0{i + 1}T10:00:00Z" title="03/0{i + 1}/2024 10:00  AM">March {i + 1}, 2024</time></a></div></div>
<div class="cPost_contentWrap"><div data-role="commentContent" class="ipsType_normal ipsType_richText ipsPadding_bottom ipsContained" data-controller="core.front.core.lightboxedImages"><p>{text}</p></div>
<div class="ipsItemControls"><div data-controller="core.front.core.reaction" class="ipsItemControls_right ipsClearfix"><div class="ipsReact ipsPos_right"><div class="ipsReact_blurb" data-role="reactionBlurb"><ul class="ipsReact_reactions"><li class="ipsReact_reactCount"><span><img src="/reactions/react_like.png" alt="Like"> <span>{i + 1}</span></span></li></ul></div></div></div>
<ul class="ipsComment_controls ipsClearfix ipsItemControls_left" data-role="commentControls"><li data-ipsquote-editor="topic_comment" data-ipsquote-target="#comment-{300 + i}" class="ipsJS_show"><button class="ipsButton ipsButton_light ipsButton_verySmall ipsButton_narrow cMultiQuote ipsHide" data-action="multiQuoteComment" title="MultiQuote"><i class="fa fa-plus"></i></button></li>
<li data-ipsquote-editor="topic_comment" class="ipsJS_show"><a href="#" data-action="quoteComment" data-ipsquote-singlequote>Quote</a></li></ul></div>
<div class="ipsSignature ipsSpacer_top" data-role="memberSignature"><div data-ipslazyload class="ipsType_reset ipsType_medium ipsType_richText" data-controller="core.front.core.lightboxedImages"><p>Fixing appliances since the last century</p></div></div>
</div></div></div></article>""" for i, (who, text) in enumerate(zip(AUTHORS, POSTS)))
    html = f"""<!DOCTYPE html><html lang="en-US" dir="ltr"><head><meta charset="utf-8"><title>{TITLE} - Dishwashers - Appliance Community</title>
<meta property="og:type" content="website">
<script type="application/ld+json">{{"@context": "http://schema.org", "@type": "DiscussionForumPosting", "url": "https://forum.example/topic/77-e24/", "headline": "{TITLE}", "commentCount": 3}}</script></head>
<body class="ipsApp ipsApp_front ipsJS_none ipsClearfix" data-controller="core.front.core.app" data-pageapp="forums" data-pagelocation="front" data-pagemodule="forums" data-pagecontroller="topic">
<a href="#ipsLayout_mainArea" class="ipsHide" title="Go to main content on this page" accesskey="m">Jump to content</a>
<div id="ipsLayout_header" class="ipsClearfix"><header><div class="ipsLayout_container ipsFlex ipsFlex-jc:between ipsFlex-ai:center"><a href="/" id="elSiteTitle" accesskey="1">Appliance Community</a>
<ul id="elUserNav" class="ipsList_inline cSignedOut ipsResponsive_showDesktop"><li id="elSignInLink"><a href="/login/" data-ipsmenu-closeonclick="false" data-ipsmenu id="elUserSignIn">Existing user? Sign In &nbsp;<i class="fa fa-caret-down"></i></a></li><li><a href="/register/" data-ipsdialog data-ipsdialog-size="narrow" data-ipsdialog-title="Sign Up" id="elRegisterButton" class="ipsButton ipsButton_normal ipsButton_primary">Sign Up</a></li></ul></div></header>
<nav data-controller="core.front.core.navBar" class="ipsNavBar_noSubBars ipsResponsive_showDesktop"><div class="ipsNavBar_primary ipsLayout_container ipsNavBar_noSubBars"><ul data-role="primaryNavBar" class="ipsClearfix"><li id="elNavSecondary_1" data-role="navBarItem" data-navapp="core" data-navext="CustomItem"><a href="/" data-navitem-id="1">Browse</a></li><li><a href="/discover/">Activity</a></li><li><a href="/leaderboard/">Leaderboard</a></li></ul></div></nav></div>
<main id="ipsLayout_body" class="ipsLayout_container"><div id="ipsLayout_contentArea"><div id="ipsLayout_contentWrapper">
<nav class="ipsBreadcrumb ipsBreadcrumb_top ipsFaded_withHover"><ul class="ipsList_inline ipsPos_right"><li><a data-action="defaultStream" class="ipsType_light" href="/discover/"><i class="fa fa-newspaper-o" aria-hidden="true"></i> <span>All Activity</span></a></li></ul>
<ul data-role="breadcrumbList"><li><a title="Home" href="/"><span>Home <i class="fa fa-angle-right"></i></span></a></li><li><a href="/forum/4-dishwashers/"><span>Dishwashers <i class="fa fa-angle-right"></i></span></a></li><li>{TITLE}</li></ul></nav>
<div id="ipsLayout_mainArea">
<div class="ipsPageHeader ipsResponsive_pull ipsBox ipsPadding sm:ipsPadding:half ipsMargin_bottom"><div class="ipsFlex ipsFlex-ai:center ipsFlex-fw:wrap ipsGap:4"><div class="ipsFlex-flex:11"><h1 class="ipsType_pageTitle ipsContained_container"><span class="ipsType_break ipsContained"><span>{TITLE}</span></span></h1></div>
<div class="ipsFlex-flex:01 ipsResponsive_hidePhone"><div class="ipsShareLinks ipsPos_right"><a href="#elShareItem_menu" id="elShareItem" data-ipsmenu class="ipsShareButton ipsButton ipsButton_verySmall ipsButton_link ipsButton_link--light"><span><i class="fa fa-share-alt"></i></span> &nbsp;Share</a></div></div></div>
<div class="ipsPageHeader__meta ipsFlex ipsFlex-jc:between ipsFlex-ai:center ipsFlex-fw:wrap ipsGap:3"><div class="ipsFlex-flex:11"><div class="ipsPhotoPanel ipsPhotoPanel_mini ipsPhotoPanel_notPhone ipsClearfix"><a href="/profile/3-kitchenfixer/" class="ipsUserPhoto ipsUserPhoto_mini"><img src="/uploads/0.png" alt="kitchenfixer"></a><div><p class="ipsType_reset ipsType_blendLinks"><span class="ipsType_normal">By <a href="/profile/3-kitchenfixer/">kitchenfixer</a>,</span> <span class="ipsType_light ipsType_noBreak"><time datetime="2024-03-01T10:00:00Z">March 1, 2024</time></span><br></p></div></div></div>
<div class="ipsFlex-flex:01 ipsResponsive_hidePhone"><div class="ipsFlex ipsFlex-ai:center ipsFlex-jc:center ipsGap:3 ipsGap_row:0"><ul class="ipsList_inline ipsFlex-flex:11"><li><a href="#" class="ipsFollow ipsPos_middle ipsButton ipsButton_light ipsButton_verySmall ipsButton_disabled" data-role="followButton"><span>Followers</span><span class="ipsCommentCount">1</span></a></li></ul></div></div></div></div>
<div class="ipsClearfix"><ul class="ipsToolList ipsToolList_horizontal ipsClearfix ipsSpacer_both ipsResponsive_hidePhone"><li class="ipsToolList_primaryAction"><span data-controller="forums.front.topic.reply"><a href="#replyForm" rel="nofollow" class="ipsButton ipsButton_important ipsButton_medium ipsButton_fullWidth" data-action="replyToTopic">Reply to this topic</a></span></li>
<li class="ipsResponsive_hidePhone"><a href="/forum/4-dishwashers/?do=add" rel="nofollow" class="ipsButton ipsButton_link ipsButton_medium ipsButton_fullWidth" title="Start a new topic in this forum">Start new topic</a></li></ul></div>
<div id="comments" data-controller="core.front.core.commentFeed,forums.front.topic.view, core.front.core.ignoredComments" data-baseurl="/topic/77-e24/" data-feedid="topic-77" class="cTopic ipsClear ipsSpacer_top">
<div class="ipsClearfix ipsClear ipsSpacer_bottom"><div data-role="tablePagination"><ul class="ipsPagination" id="elPagination_1" data-pages="2"><li class="ipsPagination_prev ipsPagination_inactive"><a href="/topic/77-e24/" rel="first" title="First page"><i class="fa fa-angle-double-left"></i></a></li><li class="ipsPagination_page ipsPagination_active"><a href="/topic/77-e24/" data-page="1">1</a></li><li class="ipsPagination_page"><a href="/topic/77-e24/page/2/" data-page="2">2</a></li><li class="ipsPagination_next"><a href="/topic/77-e24/page/2/" rel="next" title="Next page" data-page="2">Next <i class="fa fa-angle-right"></i></a></li></ul></div></div>
<div data-role="commentFeed" data-controller="core.front.core.moderation" class="ipsAreaBackground_light ipsBox--child ipsPadding">{posts}</div>
<div class="ipsResponsive_noFloat ipsResponsive_showPhone"><div class="ipsShareLinks ipsPos_center"></div></div>
<div class="ipsBox ipsPadding ipsResponsive_pull ipsResponsive_showPhone ipsMargin_top"><div class="ipsShareLinks ipsPos_center"></div></div>
<a id="replyForm"></a>
<div data-role="replyArea" class="cTopicPostArea ipsBox ipsResponsive_pull ipsPadding cTopicPostArea_noSize ipsSpacer_top">
<div class="ipsType_center ipsPad cGuestTeaser"><h2 class="ipsType_pageTitle">Create an account or sign in to comment</h2><p class="ipsType_light ipsType_normal ipsType_reset ipsSpacer_top ipsSpacer_half">You need to be a member in order to leave a comment</p>
<div class="ipsBox ipsPad ipsSpacer_top"><div class="ipsGrid ipsGrid_collapsePhone"><div class="ipsGrid_span6 cGuestTeaser_left"><h2 class="ipsType_sectionHead">Create an account</h2><p class="ipsType_normal ipsType_reset ipsType_light ipsSpacer_bottom">Sign up for a new account in our community. It's easy!</p><a href="/register/" class="ipsButton ipsButton_primary ipsButton_small" data-ipsdialog data-ipsdialog-size="narrow" data-ipsdialog-title="Sign Up">Register a new account</a></div>
<div class="ipsGrid_span6 cGuestTeaser_right"><h2 class="ipsType_sectionHead">Sign in</h2><p class="ipsType_normal ipsType_reset ipsType_light ipsSpacer_bottom">Already have an account? Sign in here.</p><a href="/login/" data-ipsdialog data-ipsdialog-size="medium" data-ipsdialog-remotevalidate="true" data-ipsdialog-title="Sign In Now" class="ipsButton ipsButton_primary ipsButton_small">Sign In Now</a></div></div></div></div></div>
<div class="ipsGrid ipsGrid_collapsePhone ipsPager ipsClearfix ipsSpacer_top ipsContained"><div class="ipsGrid_span6 ipsType_left ipsPager_prev"><a href="/forum/4-dishwashers/" title="Go to Dishwashers" rel="parent"><span class="ipsPager_type">Go to topic listing</span></a></div></div>
</div></div></div></div></main>
<footer id="ipsLayout_footer" class="ipsClearfix"><div class="ipsLayout_container"><ul class="ipsList_inline ipsType_center ipsSpacer_top" id="elFooterLinks"><li><a href="/privacy/">Privacy Policy</a></li><li><a href="/contact/" data-ipsdialog data-ipsdialog-remotesubmit data-ipsdialog-flashmessage="Thanks, your message has been sent to the administrators." data-ipsdialog-title="Contact Us">Contact Us</a></li></ul>
<p id="elCopyright"><span id="elCopyright_userLine">Appliance Community</span> <a rel="nofollow" title="Invision Community" href="https://www.invisioncommunity.com/">Powered by Invision Community</a></p></div></footer>
</body></html>"""
    return html, ["Report", "Quote", "Fixing appliances since", "Members", "Reply to this topic", "Start new topic",
                  "Create an account", "Sign In Now", "Go to topic listing", "Powered by", "Followers", "Posted",
                  "Existing user", "All Activity"]


def _case_mybb() -> tuple[str, list[str]]:
    posts = "".join(f"""
<a name="pid{400 + i}" id="pid{400 + i}"></a>
<div class="post " style="" id="post_{400 + i}">
<div class="post_author">
<div class="author_avatar"><a href="member.php?action=profile&amp;uid={i + 20}"><img src="images/default_avatar.png" alt="" width="55" height="55" /></a></div>
<div class="author_information"><strong><span class="largetext"><a href="member.php?action=profile&amp;uid={i + 20}">{who}</a></span></strong> <img src="images/buddy_offline.png" title="Offline" alt="Offline" class="buddy_status" /><br />
<span class="smalltext">Junior Member<br /><img src="images/star.png" border="0" alt="*" /><img src="images/star.png" border="0" alt="*" /><br /></span></div>
<div class="author_statistics">Posts: 2{i}<br />Threads: {i + 1}<br />Joined: Sep 2022<br />Reputation: <a href="reputation.php?uid={i + 20}"><strong class="reputation_neutral">0</strong></a></div>
</div>
<div class="post_content">
<div class="post_head"><div class="float_right" style="vertical-align: top"><strong><a href="showthread.php?tid=9&amp;pid={400 + i}#pid{400 + i}" title="{'RE: ' if i else ''}{TITLE}">#{i + 1}</a></strong></div>
<span class="post_date">03-0{i + 1}-2024, 10:0{i} AM <span class="post_edit" id="edited_by_{400 + i}"></span></span></div>
<div class="post_body scaleimages" id="pid_{400 + i}">{text}</div>
<div class="signature scaleimages"><hr size="1" width="25%"  align="left" />Two dishwashers, no patience</div>
<div class="post_meta" id="post_meta_{400 + i}"></div>
</div>
<div class="post_controls">
<div class="postbit_buttons author_buttons float_left"><a href="search.php?action=finduser&amp;uid={i + 20}" title="Find all posts by this user" class="postbit_find"><span>Find</span></a></div>
<div class="postbit_buttons post_management_buttons float_right"><a href="newreply.php?tid=9&amp;replyto={400 + i}" title="Quote this message in a reply" class="postbit_quote postbit_mirage"><span>Reply</span></a><a href="javascript:Thread.reportPost({400 + i});" title="Report this post to a moderator" class="postbit_report"><span>Report</span></a></div>
</div></div>""" for i, (who, text) in enumerate(zip(AUTHORS, POSTS)))
    html = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><html xml:lang="en" lang="en" xmlns="http://www.w3.org/1999/xhtml">
<head><title>{TITLE}</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /></head>
<body>
<div id="container"><a name="top" id="top"></a>
<div id="header"><div id="logo"><div class="wrapper"><a href="index.php"><img src="images/logo.png" alt="Appliance Board" title="Appliance Board" /></a>
<ul class="menu top_links"><li><a href="search.php" class="search">Search</a></li><li><a href="memberlist.php" class="memberlist">Member List</a></li><li><a href="calendar.php" class="calendar">Calendar</a></li><li><a href="misc.php?action=help" class="help">Help</a></li></ul></div></div>
<div id="panel"><div class="upper"><div class="wrapper"><span class="welcome">Hello There, Guest! <a href="member.php?action=login" onclick="$('#quick_login').modal({{ fadeDuration: 250, keepelement: true, zIndex: (typeof modal_zindex !== 'undefined' ? modal_zindex : 9999) }}); return false;" class="login">Login</a> <a href="member.php?action=register" class="register">Register</a></span></div></div></div></div>
<div id="content"><div class="wrapper">
<div class="navigation"><a href="index.php">Appliance Board</a> &rsaquo; <a href="forumdisplay.php?fid=3">Dishwashers</a> &rsaquo; <span class="active">{TITLE}</span></div>
<br />
<div class="float_left"><div class="pagination"><span class="pages">Pages (2):</span><span class="pagination_current">1</span><a href="showthread.php?tid=9&amp;page=2" class="pagination_page">2</a><a href="showthread.php?tid=9&amp;page=2" class="pagination_next">Next &raquo;</a></div></div>
<div class="float_right"><a href="newreply.php?tid=9" class="button new_reply_button"><span>Post Reply</span></a>&nbsp;</div>
<table border="0" cellspacing="0" cellpadding="5" class="tborder tfixed clear">
<tr><td class="thead"><div class="float_left"><strong>{TITLE}</strong></div></td></tr>
<tr><td id="posts_container"><div id="posts">{posts}</div></td></tr>
<tr><td class="tfoot"><div class="float_right"><span class="smalltext"><strong>&laquo; <a href="showthread.php?tid=9&amp;action=nextoldest">Next Oldest</a> | <a href="showthread.php?tid=9&amp;action=nextnewest">Next Newest</a> &raquo;</strong></span></div></td></tr>
</table>
<div class="float_left"><div class="pagination"><span class="pages">Pages (2):</span><span class="pagination_current">1</span><a href="showthread.php?tid=9&amp;page=2" class="pagination_page">2</a></div></div>
<br class="clear" />
<div class="float_right"><ul class="thread_tools"><li class="printable"><a href="printthread.php?tid=9">View a Printable Version</a></li><li class="subscription_add"><a href="usercp2.php?action=addsubscription&amp;tid=9&amp;my_post_key=x">Subscribe to this thread</a></li></ul></div>
<br class="clear" />
<table border="0" cellspacing="0" cellpadding="5" class="tborder"><tr><td class="thead"><span class="smalltext"><strong>Users browsing this thread:</strong> 1 Guest(s)</span></td></tr></table>
</div></div>
<div id="footer"><div class="upper"><div class="wrapper"><ul class="menu bottom_links"><li><a href="contact.php">Contact Us</a></li><li><a href="/">Appliance Board</a></li><li><a href="#top">Return to Top</a></li><li><a href="archive/index.php?thread-9.html">Lite (Archive) Mode</a></li></ul></div></div>
<div class="lower"><div class="wrapper"><span id="copyright">Powered By <a href="https://mybb.com" target="_blank" rel="noopener">MyBB</a>, &copy; 2002-2024 <a href="https://mybb.com" target="_blank" rel="noopener">MyBB Group</a>.</span></div></div></div>
</div></body></html>"""
    return html, ["Junior Member", "Posts:", "Threads:", "Reputation", "Two dishwashers", "Find", "Report",
                  "Post Reply", "Printable Version", "Users browsing", "Powered By", "Pages (2)", "Hello There"]


def _case_smf() -> tuple[str, list[str]]:
    posts = "".join(f"""
<div class="windowbg" id="msg{500 + i}">
<div class="post_wrapper">
<div class="poster">
<h4><img src="/Themes/default/images/membericons/offline.png" alt="Offline" /> <a href="/index.php?action=profile;u={i + 30}" title="View the profile of {who}">{who}</a></h4>
<ul class="user_info">
<li class="membergroup">Full Member</li>
<li class="avatar"><a href="/index.php?action=profile;u={i + 30}"><img class="avatar" src="/avatars/{i}.png" alt="" /></a></li>
<li class="icons"><img src="/Themes/default/images/membericons/icon.png" alt="*" /><img src="/Themes/default/images/membericons/icon.png" alt="*" /></li>
<li class="postcount">Posts: 1{i}7</li>
<li class="karma">Karma: +3/-0</li>
<li class="im_icons"><ol><li><a href="/index.php?action=emailuser;sa=email;msg={500 + i}" rel="nofollow"><span class="main_icons mail centericon" title="Email"></span></a></li></ol></li>
</ul></div>
<div class="postarea">
<div class="keyinfo">
<div id="subject_{500 + i}" class="subject_title"><a href="/index.php?topic=9.msg{500 + i}#msg{500 + i}" rel="nofollow">{'Re: ' if i else ''}{TITLE}</a></div>
<div class="postinfo"><span class="messageicon"><img src="/Themes/default/images/post/xx.png" alt="" /></span>
<a href="/index.php?topic=9.msg{500 + i}#msg{500 + i}" title="{'Reply #' + str(i) + ' - ' if i else ''}{TITLE}" class="smalltext">{'Reply #' + str(i) + ' on: ' if i else ''}March 0{i + 1}, 2024, 10:00:00 AM</a>
<span class="spacer"></span></div>
<div id="msg_{500 + i}_quick_mod"></div></div>
<div class="post"><div class="inner" data-msgid="{500 + i}" id="msg_{500 + i}">{text}</div></div>
<div class="under_message"><ul class="floatleft"></ul></div>
<div class="quickbuttons_wrap"><ul class="quickbuttons"><li><a href="/index.php?action=post;quote={500 + i};topic=9.0;last_msg=503" onclick="return oQuickReply.quote({500 + i});"><span class="main_icons quote"></span>Quote</a></li></ul></div>
</div>
<div class="moderatorbar"><div class="signature" id="msg_{500 + i}_signature">Dishwasher whisperer, washing machine apprentice</div></div>
</div></div>
<hr class="post_separator" />""" for i, (who, text) in enumerate(zip(AUTHORS, POSTS)))
    html = f"""<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>{TITLE}</title>
<meta name="description" content="{TITLE}"></head>
<body id="chrome" class="action_messageindex board_3">
<div id="footerfix"><div id="top_section"><div class="inner_wrap"><ul class="floatleft" id="top_info"><li class="welcome">Welcome, <strong>Guest</strong>. Please <a href="/index.php?action=login" onclick="return reqOverlayDiv(this.href, 'Log in');">login</a> or <a href="/index.php?action=signup">register</a>.</li></ul>
<form id="search_form" class="floatright" action="/index.php?action=search2" method="post" accept-charset="UTF-8"><input type="search" name="search" value=""><input type="submit" name="search2" value="Search" class="button"></form></div></div>
<div id="header"><h1 class="forumtitle"><a id="top" href="/index.php">Appliance Board</a></h1></div>
<div id="wrapper"><div id="upper_section"><div id="inner_section"><div id="inner_wrap" class="hide_720"><div class="user"><time datetime="2024-03-09T09:00:00Z">March 09, 2024, 09:00:00 AM</time></div>
<div class="news"><h2>News:</h2><p>Spring cleaning: the old appliance board moves to the new server on April 1.</p></div></div>
<a class="mobile_user_menu"><span class="menu_icon"></span><span class="text_menu">Main Menu</span></a>
<div id="main_menu"><div id="mobile_user_menu" class="popup_container"><div class="popup_window description"><div class="popup_heading">Main Menu</div>
<ul class="dropmenu menu_nav"><li class="button_home"><a class="active" href="/index.php"><span class="main_icons home"></span><span class="textmenu">Home</span></a></li><li class="button_help"><a href="/index.php?action=help"><span class="textmenu">Help</span></a></li><li class="button_search"><a href="/index.php?action=search"><span class="textmenu">Search</span></a></li></ul></div></div></div>
<div class="navigate_section"><ul><li><a href="/index.php"><span>Appliance Board</span></a></li><li><span class="dividers"> &#9658; </span><a href="/index.php#c1"><span>Kitchen</span></a></li><li><span class="dividers"> &#9658; </span><a href="/index.php?board=3.0"><span>Dishwashers</span></a></li><li class="last"><span class="dividers"> &#9658; </span><a href="/index.php?topic=9.0"><span>{TITLE}</span></a></li></ul></div></div></div>
<div id="content_section"><div id="main_content_section">
<div id="display_head" class="information"><h2 class="display_title"><span id="top_subject">{TITLE}</span></h2><p>Started by kitchenfixer, March 01, 2024, 10:00:00 AM</p></div>
<div class="pagesection top"><div class="buttonlist floatright"><a class="button button_strip_print" href="/index.php?action=printpage;topic=9.0" rel="nofollow">Print</a></div>
<div class="pagelinks floatleft"><a href="#bot" class="button">Go Down</a> <span class="pages">Pages</span><span class="current_page">1</span> <a class="nav_page" href="/index.php?topic=9.4">2</a> <a class="nav_page" href="/index.php?topic=9.4"><span class="main_icons next_page"></span></a></div></div>
<div id="forumposts"><form action="/index.php?action=quickmod2;topic=9.0" method="post" accept-charset="UTF-8" name="quickModForm" id="quickModForm" onsubmit="return oQuickModify.bInEditMode ? oQuickModify.modifySave('x', 'y') : false">{posts}</form></div>
<a id="lastPost"></a>
<div class="pagesection"><div class="buttonlist floatright"><a class="button button_strip_print" href="/index.php?action=printpage;topic=9.0" rel="nofollow">Print</a></div>
<div class="pagelinks floatleft"><a href="#main_content_section" class="button" id="bot">Go Up</a> <span class="pages">Pages</span><span class="current_page">1</span> <a class="nav_page" href="/index.php?topic=9.4">2</a></div></div>
<div class="navigate_section"><ul><li><a href="/index.php"><span>Appliance Board</span></a></li><li class="last"><a href="/index.php?topic=9.0"><span>{TITLE}</span></a></li></ul></div>
<div id="moderationbuttons"></div>
<div id="display_jump_to"></div>
</div></div></div></div>
<div id="footer"><div class="inner_wrap"><ul><li class="floatright"><a href="/index.php?action=help">Help</a> | <a href="/index.php?action=agreement">Terms and Rules</a> | <a href="#top_section">Go Up &#9650;</a></li>
<li class="copyright"><a href="/index.php?action=credits" title="License" target="_blank" rel="noopener">SMF 2.1.4 &copy; 2023</a>, <a href="https://www.simplemachines.org" title="Simple Machines" target="_blank" rel="noopener">Simple Machines</a></li></ul></div></div>
</body></html>"""
    # SMF's member group, karma and signature stay: the development set's SMF thread keeps them.
    return html, ["Posts:", "Quote", "Print", "Simple Machines", "Welcome, Guest", "Terms and Rules"]


CASES = {
    "discourse": _case_discourse,
    "xenforo2": _case_xenforo2,
    "vbulletin4": _case_vbulletin4,
    "phpbb3": _case_phpbb,
    "invision": _case_invision,
    "mybb": _case_mybb,
    "smf": _case_smf,
}


@pytest.mark.parametrize("engine", sorted(CASES))
def test_every_post_of_a_thread_stays(engine):
    html, _ = CASES[engine]()
    doc = extract(html, f"https://forum.example/{engine}/thread/1")
    assert doc is not None
    missing = [post[:40] for post in POSTS if post not in doc.text]
    assert not missing, (missing, doc.text)


@pytest.mark.parametrize("engine", sorted(CASES))
def test_the_chrome_around_the_posts_goes(engine):
    html, chrome = CASES[engine]()
    doc = extract(html, f"https://forum.example/{engine}/thread/1")
    kept = [piece for piece in chrome if piece in doc.text]
    assert not kept, (kept, doc.text)


# --- One rule at a time ------------------------------------------------------------------------

def _board(posts: str, around: str = "") -> str:
    return (f"<html><head><title>{TITLE}</title></head><body><div id='wrap'><h1>{TITLE}</h1>"
            f"<div class='thread'>{posts}</div>{around}</div></body></html>")


def _post(i: int, chrome: str = "") -> str:
    return f"<div class='post'><div class='author'>{AUTHORS[i]}</div>{chrome}<div class='body'>{POSTS[i]}</div></div>"


def test_a_blog_post_with_its_comments_is_no_thread():
    article = "<p>" + " ".join(["The new pump design moves twice the water with half the noise."] * 12) + "</p>"
    comments = "".join(f"<li class='comment'><p>{text}</p></li>" for text in POSTS * 4)
    html = (f"<html><head><title>Pumps</title></head><body><main><article><h1>Pumps</h1>{article}</article>"
            f"<section id='comments'><h2>Comments</h2><ol class='commentlist'>{comments}</ol></section></main>"
            "</body></html>")
    doc = extract(html, "https://blog.example/pumps")
    assert "twice the water" in doc.text
    assert POSTS[1] not in doc.text


def test_the_buttons_of_a_thread_go_but_a_sentence_asking_for_a_reply_stays():
    buttons = "<div class='buttons'><a href='/reply'>Post Reply</a></div>"
    top = "<div class='bar'><a href='/r'>Reply to this topic</a> <a href='/n'>Start new topic</a></div>"
    sentence = "<p>Post a reply below if the impeller was not the culprit, and say which model you have.</p>"
    doc = extract(_board("".join(_post(i) for i in range(4)), top + buttons + sentence + buttons),
                  "https://board.example/t/1")
    assert all(post in doc.text for post in POSTS)
    assert "Post a reply below if the impeller" in doc.text
    assert "Post Reply" not in doc.text and "Reply to this topic" not in doc.text and "Start new topic" not in doc.text
    de = "<div><a href='/n'>Neues Thema erstellen</a></div><div><a href='/a'>Antworten</a></div>"
    doc = extract(_board("".join(_post(i) for i in range(4)), de), "https://board.example/t/1")
    assert "Neues Thema" not in doc.text and all(post in doc.text for post in POSTS)


def test_author_stats_as_terms_and_values_go_but_a_glossary_stays():
    stats = "<dl class='extra'><dt>Join Date</dt><dd>Jun 2011</dd><dt>Posts</dt><dd>2,040</dd></dl>"
    doc = extract(_board("".join(_post(i, stats) for i in range(4))), "https://board.example/t/1")
    assert all(post in doc.text for post in POSTS)
    assert "Join Date" not in doc.text and "Jun 2011" not in doc.text and "Posts" not in doc.text
    glossary = ("<dl><dt>Posts</dt><dd>The messages members write in a thread, each with its author and date.</dd>"
                "<dt>Joined</dt><dd>When a member signed up to the board and wrote a first message to it.</dd></dl>")
    doc = extract(_board("".join(_post(i) for i in range(4)), glossary), "https://board.example/t/1")
    assert "The messages members write" in doc.text and "When a member signed up" in doc.text


def test_the_who_is_online_and_posting_permissions_boxes_under_a_thread_go():
    boxes = ("<div class='stat-block'><h3>Who is online</h3><p>Users browsing this forum: No registered users "
             "and 2 guests</p></div><div><h4>Posting Permissions</h4><ul><li>You <b>may not</b> post new threads</li>"
             "<li>You <b>may not</b> post replies</li><li>You <b>may not</b> post attachments</li></ul></div>"
             "<table><tr><td><span><strong>Users browsing this thread:</strong> 1 Guest(s)</span></td></tr></table>")
    doc = extract(_board("".join(_post(i) for i in range(4)), boxes), "https://board.example/t/1")
    assert all(post in doc.text for post in POSTS)
    for chrome in ("Who is online", "guests", "Posting Permissions", "may not", "Users browsing", "Guest(s)"):
        assert chrome not in doc.text, chrome


def test_post_counts_named_post_count_go_from_an_undeclared_thread():
    chrome = "<div class='post-count'>4931 posts</div><div class='user-location'>Brooklyn, NY</div>"
    sig = "<div class='signature'>Fixing things since 1985</div>"
    posts = "".join(f"<div class='post'><div class='author'>{AUTHORS[i]}</div>{chrome}<p>{POSTS[i]}</p>{sig}</div>"
                    for i in range(4))
    doc = extract(_board(posts), "https://board.example/t/1")
    assert all(post in doc.text for post in POSTS)
    assert "4931" not in doc.text and "Fixing things" not in doc.text and "Brooklyn, NY" in doc.text
