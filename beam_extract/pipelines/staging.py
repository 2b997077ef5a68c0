"""Launch-side checks for `--setup_file`: the path made absolute, the build tools it needs present.

In:  Beam `PipelineOptions` as parsed from the command line.
Out: the same options with `--setup_file` an absolute path, or `StagingError` (a SystemExit with a
     message) naming the build requirements missing where the job is launched.

Beam's stager (2.77, `Stager._build_setup_package`) does `os.chdir(os.path.dirname(setup_file))`,
then builds `os.path.dirname(setup_file)` from there: `--setup_file pyproject.toml` fails on
`chdir('')` (`FileNotFoundError: ''`) and `sub/pyproject.toml` would build `sub/sub`; an absolute
path works in both cases. It builds with `python -m build --no-isolation --sdist`, so `build` and
every `[build-system]` requirement must be installed in the launching environment
(`pip install -e '.[dataflow]'`); without them Beam fails after the pipeline is constructed with
"Unmet dependencies" buried in a subprocess's output. Given a `setup.py` (`--setup_file ./setup.py`),
Beam falls back to `python setup.py sdist` when that build fails, which needs only setuptools (65 or
later; without Cython the sdist carries no generated C, and workers compile the `.pyx` with the
Cython pip fetches for their build): then the missing tools are only logged.
"""
from __future__ import annotations

import logging
import os

from apache_beam.options.pipeline_options import PipelineOptions, SetupOptions

_LOG = logging.getLogger(__name__)
# The oldest setuptools that builds this package's sdist with `python setup.py sdist` (pyproject.toml's
# [build-system] floor): Python 3.11's venv bundles 65.5.
SETUPTOOLS_FLOOR = (65,)
LAUNCH_INSTALL_HINT = "pip install -e '.[dataflow]'  (or: pip install build 'Cython>=3.0' 'setuptools>=65' wheel)"


class StagingError(SystemExit):
    """The launching environment cannot build the package `--setup_file` asks Beam to stage."""


def absolute_setup_file(options: PipelineOptions) -> PipelineOptions:
    """Make `--setup_file` absolute (relative to the current directory), in place; returns `options`."""
    setup = options.view_as(SetupOptions)
    if setup.setup_file:
        setup.setup_file = os.path.abspath(setup.setup_file)
    return options


def unmet_build_requirements(project_dir: str) -> list[str]:
    """What `python -m build --no-isolation` would miss for the project in `project_dir` ([] if nothing)."""
    try:
        import build
    except ImportError:
        return ["build"]
    builder = build.ProjectBuilder(project_dir)
    unmet = []
    for requirement in sorted(builder.build_system_requires):
        unmet.extend(" -> ".join(chain) for chain in build.check_dependency(requirement))
    return unmet


def legacy_sdist_possible() -> bool:
    """Whether `python setup.py sdist` (Beam's fallback for a setup.py) can build this package here:
    setuptools importable, at least SETUPTOOLS_FLOOR."""
    try:
        import setuptools
    except ImportError:
        return False
    try:
        version = tuple(int(part) for part in setuptools.__version__.split(".")[:1])
    except ValueError:
        return False
    return version >= SETUPTOOLS_FLOOR


def prepare_setup_file(options: PipelineOptions) -> PipelineOptions:
    """`absolute_setup_file`, then a clear `StagingError` if Beam's stager could not build the package.

    Does nothing without `--setup_file`; a setup file that does not exist is left to Beam's own
    error ("The file ... cannot be found").
    """
    absolute_setup_file(options)
    setup_file = options.view_as(SetupOptions).setup_file
    if not setup_file or not os.path.isfile(setup_file):
        return options
    unmet = unmet_build_requirements(os.path.dirname(setup_file))
    if unmet and os.path.basename(setup_file) == "setup.py" and legacy_sdist_possible():
        _LOG.warning("--setup_file %s: `python -m build` lacks %s here; Beam's stager falls back to "
                     "`python setup.py sdist`. For an sdist with the generated C: %s",
                     setup_file, ", ".join(unmet), LAUNCH_INSTALL_HINT)
        return options
    if unmet:
        raise StagingError(
            f"--setup_file {setup_file}: Beam builds this package with `python -m build --no-isolation "
            f"--sdist`, which needs in this environment: {', '.join(unmet)}. Install them with: {LAUNCH_INSTALL_HINT}"
        )
    return options
