"""The clean package's modules, for tests that patch or look up a name wherever clean's modules read it.

In: a name of the clean package (public or private). Out: `patch_clean` (monkeypatch.setattr on every
module of beam_extract.clean holding the same object under that name: a module reads the names it
imports from its own namespace, so patching only the module that defines it would miss the others)
and `clean_attribute` (the object, from whichever module defines it).
"""
from __future__ import annotations

import importlib
import pkgutil

import beam_extract.clean as clean_package

_MISSING = object()


def clean_modules() -> list:
    """The package and each of its modules."""
    return [clean_package, *(importlib.import_module(f"{clean_package.__name__}.{info.name}")
                             for info in pkgutil.iter_modules(clean_package.__path__))]


def clean_attribute(name: str):
    """`name` from the first of clean's modules that has it (AttributeError if none does)."""
    for module in clean_modules():
        value = getattr(module, name, _MISSING)
        if value is not _MISSING:
            return value
    raise AttributeError(f"no module of beam_extract.clean has {name!r}")


def patch_clean(monkeypatch, name: str, value) -> None:
    """Set `name` to `value` in every module of clean that holds the object it names now."""
    original = clean_attribute(name)
    patched = [module for module in clean_modules() if getattr(module, name, _MISSING) is original]
    for module in patched:
        monkeypatch.setattr(module, name, value)
