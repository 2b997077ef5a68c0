"""The cleaning of the content document: dropping elements while keeping their tails (`drop_keeping_tail`,
`drop_all_keeping_tails`), undoably (`drop_undoably`, `restore`).

In: elements of the content document to drop. Out: the tree without them (their tails kept) and what
undoes it.
"""
from __future__ import annotations

from ..dom import set_tail, set_text


# libxml2 keeps C0 controls (a form feed, a stray \x01) in the text it parses, but lxml refuses
# to set a string holding one: text joined around a dropped element has them replaced instead.
def append_text(el, piece: str) -> None:
    """`el.text += piece`, whatever characters the two hold."""
    set_text(el, (el.text or "") + piece)


def append_tail(el, piece: str) -> None:
    """`el.tail += piece`, whatever characters the two hold."""
    set_tail(el, (el.tail or "") + piece)


def drop_keeping_tail(el) -> None:
    """Remove `el` and its subtree; its tail text stays where it was."""
    parent = el.getparent()
    if parent is None:
        return
    tail = el.tail
    if tail:
        previous = el.getprevious()
        if previous is not None:
            append_tail(previous, tail)
        else:
            append_text(parent, tail)
    parent.remove(el)


def drop_all_keeping_tails(elements: list, body=None) -> int:
    """`drop_keeping_tail` of each of `elements` in turn, the tails that gather on one node joined
    once: dropped one by one, a paragraph of 40,000 scripts between its words was rebuilt 40,000
    times (quadratic: 7 s of CPU for 0.9 MB, 2026-12-02). With `body`, an element no longer below
    it when its turn comes (gone with an earlier one) is skipped. Returns how many went."""
    gathered: dict = {}  # (node, is_tail) -> the node's text or tail, then the tails it takes
    removed = 0
    attachments = Attachments(body) if body is not None else None
    for el in elements:
        parent = el.getparent()
        if parent is None or (attachments is not None and not attachments.holds(el)):
            continue
        if attachments is not None:
            attachments.lose(el)
        # the tails gathered on its own tail go with it (an element listed after one that follows it)
        pending = gathered.pop((el, True), None)
        tail = "".join(pending) if pending is not None else el.tail
        if tail:
            previous = el.getprevious()  # the earlier victims are gone already, as one by one
            key = (previous, True) if previous is not None else (parent, False)
            pieces = gathered.get(key)
            if pieces is None:
                owner = key[0]
                gathered[key] = pieces = [(owner.tail if key[1] else owner.text) or ""]
            pieces.append(tail)
        parent.remove(el)
        removed += 1
    for (owner, is_tail), pieces in gathered.items():
        (set_tail if is_tail else set_text)(owner, "".join(pieces))
    return removed


class Attachments:
    """`attached(el, body)` for elements asked in turn while some are removed: each ancestor found
    inside `body` remembered until it is removed with an element (`lose`), each found outside for
    good. A climb per element was the square of a nest's depth: 1,000 boilerplate lines nested
    1,000 deep, the outermost dropped first, each line below it climbing the whole dropped nest
    (2026-12-03)."""

    def __init__(self, body) -> None:
        self.body = body
        self._inside: set = set()
        self._outside: set = set()

    def holds(self, el) -> bool:
        """`attached(el, body)`, the levels climbed remembered."""
        passed = []
        node = el.getparent()
        while node is not None and node is not self.body and node not in self._inside:
            if node in self._outside:
                node = None
                break
            passed.append(node)
            node = node.getparent()
        if node is None:
            self._outside.update(passed)
            return False
        self._inside.update(passed)
        return True

    def lose(self, el) -> None:
        """`el` is about to be removed: its subtree is outside from now on. (Each element is
        walked once at most: a subtree removed is never inside again.)"""
        if self._inside:
            for node in el.iter():
                self._inside.discard(node)
        self._outside.add(el)


def outermost_only(elements: list) -> list:
    """`elements` in their order, less those inside another of them. (By a set of ids: lxml gives a
    live element one proxy. Testing each against every other was quadratic: 2,000 prompts on a page,
    2026-12-03.)"""
    found = {id(el) for el in elements}
    return [el for el in elements if not any(id(a) in found for a in el.iterancestors())]


class _Undo(list):
    """What `drop_undoably` dropped, one `(victim, parent, previous sibling)` a victim, and in
    `texts` each text and tail the drops changed, as it was before them."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: dict = {}  # (node, is_tail) -> its text or tail before the drops


def drop_undoably(victims: list) -> list:
    """Drop `victims` as `drop_keeping_tail` does; returns what `restore` needs to put them back.
    (Each is put back after its previous sibling, not at its index: lxml's index() counts the
    siblings before it, and 1,200 victims among a container's 21,600 children took 1.9 s of CPU,
    2026-12-03.) The tails that gather on one node are joined once, as `drop_all_keeping_tails`
    joins them: one by one, a paragraph of 44,000 hidden words between its words was rebuilt at
    every word (quadratic: 6.8 s of CPU for 1 MB, 2026-12-03)."""
    undo = _Undo()
    gathered: dict = {}  # (node, is_tail) -> the pieces its text or tail is joined from
    for el in victims:
        parent = el.getparent()
        if parent is None:
            continue
        previous = el.getprevious()
        undo.append((el, parent, previous))
        pending = gathered.pop((el, True), None)
        tail = "".join(pending) if pending is not None else el.tail
        if tail:
            key = (previous, True) if previous is not None else (parent, False)
            pieces = gathered.get(key)
            if pieces is None:
                owner = key[0]
                gathered[key] = pieces = [(owner.tail if key[1] else owner.text) or ""]
                undo.texts.setdefault(key, owner.tail if key[1] else owner.text)
            pieces.append(tail)
        parent.remove(el)
    for (owner, is_tail), pieces in gathered.items():
        (set_tail if is_tail else set_text)(owner, "".join(pieces))
    return undo


def restore(undo: list) -> None:
    """Put back what `drop_undoably` dropped: the tree is as it was before. In reverse order each
    victim's previous sibling is back where it was when the victim went (the victims after it in
    the list are back, the ones before it were gone already then); then the texts and tails the
    drops changed are as they were."""
    for el, parent, previous in reversed(undo):
        if previous is None:
            parent.insert(0, el)
        else:
            previous.addnext(el)  # before the next sibling, past the previous one's tail
    for (owner, is_tail), text in undo.texts.items():
        (set_tail if is_tail else set_text)(owner, text)
