"""Build of the optional C speedups (beam_extract/_speedups.pyx); everything else is in pyproject.toml.

In: the source tree (or an sdist of it). Out: the package, with `beam_extract._speedups` when it
can be built, without it otherwise.

It runs under any setuptools from 65 on (the one Python 3.11's venv bundles): Beam's stager, when
`python -m build` is missing or fails where a job is launched, builds the sdist with `python setup.py
sdist` and whatever setuptools is there.

The extension is optional and this file never fails an install because of it: without lxml's
headers, without Cython and without a generated `_speedups.c`, without a C compiler, or when
cythonize or the compile fails, the package installs as pure Python and runs the same code paths
in Python (`beam_extract.speedups.enabled()` says which). With Cython the `.pyx` is compiled; the
sdist also carries the generated `.c` (MANIFEST.in), so a worker without Cython still compiles it.
"""
import hashlib
import os
import sys

import setuptools
from setuptools import Extension, setup

PYX = os.path.join("beam_extract", "_speedups.pyx")
GENERATED_C = os.path.join("beam_extract", "_speedups.c")


def warn(message: str) -> None:
    print(f"beam-extract: {message}; installing without the C speedups (pure Python)", file=sys.stderr)


def fresh_generated_c() -> bool:
    """The generated C exists and is not older than the .pyx it came from (a stale one is not built)."""
    if not os.path.exists(GENERATED_C):
        return False
    return not os.path.exists(PYX) or os.path.getmtime(GENERATED_C) >= os.path.getmtime(PYX)


def source_stamp() -> list:
    """The .pyx's SHA-256 as a C string macro, which the extension shows as SOURCE_SHA256: a build
    older than its .pyx is told at import (`beam_extract.speedups`) and left for the twins."""
    if not os.path.exists(PYX):
        return []
    with open(PYX, "rb") as source:
        digest = hashlib.sha256(source.read()).hexdigest()
    return [("BEAM_EXTRACT_PYX_SHA256", f'"{digest}"')]


def cythonized(include_dirs: list) -> list:
    """The extension compiled from the .pyx by Cython, or [] when Cython is absent or fails."""
    try:
        from Cython.Build import cythonize
    except ImportError:
        return []
    extension = Extension("beam_extract._speedups", [PYX], include_dirs=include_dirs)
    try:
        return cythonize([extension], compiler_directives={"language_level": 3}, quiet=True)
    except Exception as exc:  # noqa: BLE001 - any Cython failure leaves the shipped .c or pure Python
        print(f"beam-extract: cythonize failed ({exc})", file=sys.stderr)
        return []


def extensions() -> list:
    try:
        import lxml
    except ImportError:
        warn("lxml is not importable at build time (its C headers are needed)")
        return []
    include_dirs = lxml.get_include()
    built = cythonized(include_dirs) if os.path.exists(PYX) else []
    if not built and fresh_generated_c():
        built = [Extension("beam_extract._speedups", [GENERATED_C], include_dirs=include_dirs)]
    if not built:
        warn("neither Cython nor an up-to-date beam_extract/_speedups.c is available")
        return []
    for extension in built:  # set after cythonize, which does not carry these over
        extension.optional = True  # a failed compile or link is a warning, not a failed install
        extension.define_macros = [*extension.define_macros, *source_stamp()]
    return built


def license_metadata() -> dict:
    """The license as setuptools of this version takes it: an SPDX expression (PEP 639) from 77 on,
    the License field before (pyproject.toml names `license` dynamic for this)."""
    major = int(setuptools.__version__.split(".", 1)[0])
    return {"license_expression": LICENSE} if major >= 77 else {"license": LICENSE}


LICENSE = "Apache-2.0"

setup(ext_modules=extensions(), **license_metadata())
