"""Texts in three scripts (French with its accents and typography, Japanese, Chinese), read by the
decoding tests and the mojibake tests: what a page in each says, before any charset is got wrong."""

FRENCH = ("Les \u00e9l\u00e8ves \u00e9taient tr\u00e8s contents de leur journ\u00e9e \u00e0 la "
          "f\u00eate du village. \u00c7a co\u00fbte cher, o\u00f9 est-ce\u00a0? \u2014 "
          "\u00ab\u00a0Bient\u00f4t\u00a0\u00bb, r\u00e9pondit l\u2019\u00e9picier.")
JAPANESE = ("\u4eca\u65e5\u306f\u826f\u3044\u5929\u6c17\u3067\u3059\u306d\u3002"
            "\u660e\u65e5\u3082\u6674\u308c\u308b\u3067\u3057\u3087\u3046\u304b\u3002")
CHINESE = ("\u8fd9\u662f\u4e00\u4e2a\u6d4b\u8bd5\u9875\u9762\uff0c"
           "\u6211\u4eec\u5728\u8fd9\u91cc\u5199\u4e00\u4e9b\u4e2d\u6587\u5185\u5bb9\u3002")
