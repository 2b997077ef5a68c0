"""Build of the optional C speedups (beam_extract/_speedups.pyx); everything else is in pyproject.toml.

The extension is optional: without Cython or a C compiler the package installs as pure Python and
runs the same code paths in Python (`beam_extract.speedups.enabled()` says which).
"""
from setuptools import Extension, setup


def extensions() -> list:
    try:
        import lxml
        from Cython.Build import cythonize
    except ImportError:
        return []
    extension = Extension(
        "beam_extract._speedups",
        ["beam_extract/_speedups.pyx"],
        include_dirs=lxml.get_include(),
        optional=True,
    )
    return cythonize([extension], compiler_directives={"language_level": 3}, quiet=True)


setup(ext_modules=extensions())
