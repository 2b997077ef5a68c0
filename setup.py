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
    extension = Extension("beam_extract._speedups", ["beam_extract/_speedups.pyx"], include_dirs=lxml.get_include())
    extensions = cythonize([extension], compiler_directives={"language_level": 3}, quiet=True)
    for built in extensions:  # set after cythonize, which does not carry the flag over
        built.optional = True  # a failed compile is a warning: the package installs as pure Python
    return extensions


setup(ext_modules=extensions())
