"""The slow half of tests/test_packaging.py, run in a background thread from the session's start.

In:  the repository's tracked files, and the package index (for a fresh venv's dependencies).
Out: `PackagingBuilds`, whose futures hold, in order: a clean checkout; the sdist Beam's stager
     builds from it; a fresh venv (only pip) that pip-installed that sdist as a Dataflow worker
     does, and whether its C speedups were on; three wheels pip builds from the sdist (with the
     shipped C and no Cython, without a compiler, without Cython and without the C); the installed
     console commands run in that venv, several at once (`installed_runs`); the Dockerfile's install
     line run in that venv; and two of the wheels installed into it in turn (`wheel_installs`).

Most of this waits on the index or on a C compiler (three -O3 builds of the speedups), so
tests/conftest.py starts it when the first test of a session that holds tests/test_packaging.py
is set up and runs that module last: the builds overlap the other modules instead of adding to
them. The runs of the installed commands and the wheels' installs are made here too, not by the
tests, which only read their outcomes: one after another in the tests, each child importing
beam_extract and most of them Beam, they ended the suite's run on one worker while the other was
done. A step that fails sets its exception on its own future and on every later one; the test
reading the future raises it (a run or an install that fails is one outcome's exception, read by
its test alone). Child processes get the environment as it was at the start (tests may change
os.environ meanwhile) and always an explicit working directory.
"""
from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import tarfile
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from warcs import html_page, http_request_record, http_response_record, warcinfo_record, write_warc

REPO = Path(__file__).resolve().parent.parent
PACKAGING_TESTS = "test_packaging.py"  # the module whose tests read these builds
SPEEDUPS_STATE = "import beam_extract, beam_extract.speedups as s; print(s.enabled())"
# The installed commands run at once in the fresh venv (`installed_runs`): each child's CPU is mostly
# its imports (beam_extract ~2.5 s, Beam ~1 s); three keep two cores busy while one waits on its watch.
INSTALLED_RUNS_AT_ONCE = 3

# Run in a child process from the clean checkout, so that `--setup_file pyproject.toml` stays
# relative, as typed, without changing this process's working directory: Beam's stager builds the
# sdist and the staged files are printed as JSON [[path, name], ...].
STAGE_SCRIPT = """\
import json, sys
from apache_beam.options.pipeline_options import PipelineOptions
from apache_beam.runners.portability.stager import Stager
from beam_extract.pipelines import staging

options = staging.prepare_setup_file(PipelineOptions(["--setup_file", "pyproject.toml"]))
resources = Stager.create_job_resources(options, sys.argv[1])
print(json.dumps([[path, name] for path, name, _sha in Stager.extract_staging_tuple_iter(resources)]))
"""


class Unavailable(Exception):
    """What the builds need is not there (git, a checkout): the tests that read them are skipped."""


def clean_env(base: dict | None = None, **extra: str) -> dict:
    """The environment for child processes (`base`, or os.environ now), without anything that
    would point them at the sources."""
    env = {k: v for k, v in (os.environ if base is None else base).items()
           if k not in ("PYTHONPATH", "BEAM_EXTRACT_PURE_PYTHON")}
    env.update(extra)
    return env


def completed(cmd: list, cwd: Path | str, env: dict | None = None, timeout: float = 600,
              processes: list | None = None, stderr: int = subprocess.STDOUT) -> subprocess.CompletedProcess:
    """Run `cmd` to its end, whatever its exit status: its output (with its errors, or apart with
    `stderr=subprocess.PIPE`). With `processes`, the child (its own process group) is listed there
    while it runs, to be stopped."""
    process = subprocess.Popen(cmd, cwd=cwd, env=env or clean_env(), stdout=subprocess.PIPE,
                               stderr=stderr, text=True, start_new_session=processes is not None)
    if processes is not None:
        processes.append(process)
    try:
        out, err = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        stop_group(process)
        raise
    finally:
        if processes is not None:
            processes.remove(process)
    return subprocess.CompletedProcess(cmd, process.returncode, out, err)


def run(cmd: list, cwd: Path | str, env: dict | None = None, timeout: float = 600,
        processes: list | None = None) -> str:
    """Run `cmd`; its combined output, or a failed assertion showing the output's tail (`completed`)."""
    done = completed(cmd, cwd, env, timeout, processes)
    assert done.returncode == 0, f"{' '.join(map(str, cmd))} exited {done.returncode}:\n{done.stdout[-4000:]}"
    return done.stdout


def stop_group(process: subprocess.Popen) -> None:
    """Kill a child started in its own session, with what it started (pip's build backends)."""
    if process.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def speedups_enabled(python: Path, cwd: Path, env: dict | None = None, processes: list | None = None) -> bool:
    return run([python, "-c", SPEEDUPS_STATE], cwd=cwd, env=env, processes=processes).strip() == "True"


# The "from_c" wheel checks that the shipped .c compiles and loads, not how fast it runs, so it is
# compiled at -O1 without debug data (2026-12-06: the 6.5 MB generated C took 58.3 s of CPU at
# Python's own `-O3 -g`, 20.4 s at `-O1 -g0`, 9.8 s at `-O0 -g0`, but an -O0 build does not load:
# it keeps a call to libxml2's xmlFreeDoc, which lxml's wheel does not export). CFLAGS come after
# Python's, so the later -O1 and -g0 win. The fresh venv's install and the Dockerfile's RUN line
# keep the default flags: they stand for a Dataflow worker and the image.
QUICK_COMPILE = {"CFLAGS": "-O1 -g0"}


def hidden_cython(root: Path, base: dict | None = None) -> dict:
    """An environment in which `import Cython` fails (its distribution stays installed)."""
    package = root / "hide-cython" / "Cython"
    package.mkdir(parents=True, exist_ok=True)
    (package / "__init__.py").write_text("raise ImportError('Cython hidden by the test')\n", encoding="utf-8")
    return clean_env(base, PYTHONPATH=str(package.parent))


def small_warc(path: Path) -> Path:
    """A WARC of two pages, a request and a 404: 5 records read, 2 emitted."""
    path.parent.mkdir(parents=True, exist_ok=True)
    write_warc(path, [
        warcinfo_record(path.name),
        http_request_record("https://a.test/one"),
        http_response_record("https://a.test/one", html_page("One", paragraphs=6).encode()),
        http_response_record("https://a.test/two", html_page("Two", paragraphs=6).encode()),
        http_response_record("https://a.test/missing", b"gone", status=404),
    ])
    return path


def outcome(work) -> Future:
    """`work()` run now: a done Future holding its result or its exception."""
    done: Future = Future()
    try:
        done.set_result(work())
    except BaseException as error:  # noqa: BLE001 - read by the one test this outcome is for
        done.set_exception(error)
    return done


def extracted_sdist(sdist: Path, into: Path) -> Path:
    safe = {"filter": "data"} if hasattr(tarfile, "data_filter") else {}
    with tarfile.open(sdist) as archive:
        archive.extractall(into, **safe)
    (top,) = [p for p in into.iterdir() if p.is_dir()]
    return top


def dockerfile_instructions(text: str) -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) of a Dockerfile: comments dropped, continuation lines joined."""
    instructions, pending = [], ""
    for line in text.splitlines():
        if not pending and (not line.strip() or line.lstrip().startswith("#")):
            continue
        pending += line.rstrip()
        if pending.endswith("\\"):
            pending = pending[:-1] + " "
            continue
        keyword, _, arguments = pending.strip().partition(" ")
        instructions.append((keyword.upper(), arguments.strip()))
        pending = ""
    assert not pending, "the Dockerfile ends inside a continued line"
    return instructions


def lay_out_copies(instructions: list[tuple[str, str]], tree: Path, workdir: Path) -> set[str]:
    """The Dockerfile's COPYs from `tree` into `workdir` (standing for its WORKDIR); the sources copied."""
    copied = set()
    for keyword, arguments in instructions:
        if keyword != "COPY":
            continue
        *sources, destination = arguments.split()
        for source in sources:
            path = tree / source.rstrip("/")
            assert path.exists(), f"COPY {source}: not in the repository"
            target = workdir / destination / (path.name if destination.endswith("/") and path.is_file() else "")
            if path.is_dir():
                shutil.copytree(path, target, dirs_exist_ok=True)
            else:
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(path, target)
            copied.add(source.rstrip("/"))
    return copied


class PackagingBuilds:
    """The builds of tests/test_packaging.py, each a Future, made in one background thread under `root`."""

    def __init__(self, root: Path):
        self.root = root
        self.env = clean_env(dict(os.environ))  # as the session started
        self.clean_tree: Future = Future()      # Path
        self.staged_sdist: Future = Future()    # Path
        self.built_wheels: Future = Future()    # {"from_c": Path, "no_compiler": Path, "no_cython_no_c": Path}
        self.fresh_venv: Future = Future()      # {"python": Path, "cwd": Path, "enabled": bool}
        self.installed_runs: Future = Future()  # {name: a done Future of that run's outcome}
        self.dockerfile_run: Future = Future()  # {"copied": set, "enabled": bool}
        self.wheel_installs: Future = Future()  # {"from_c": done Future of enabled, "no_compiler": done Future of {...}}
        self._processes: list[subprocess.Popen] = []
        self._stopped = False
        self._thread = threading.Thread(target=self._build, name="packaging-builds", daemon=True)

    def start(self) -> PackagingBuilds:
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop what is still running (a session that ends before the packaging tests)."""
        self._stopped = True
        for process in list(self._processes):
            stop_group(process)
        self._thread.join(timeout=60)

    def _run(self, cmd: list, cwd: Path, env: dict | None = None, timeout: float = 600) -> str:
        self._check_running()
        return run(cmd, cwd, env or self.env, timeout, self._processes)

    def _completed(self, cmd: list, cwd: Path, timeout: float = 600) -> subprocess.CompletedProcess:
        """`cmd` run to its end as `_run` runs it (stopped with the builds), its errors apart, its exit status kept."""
        self._check_running()
        return completed(cmd, cwd, self.env, timeout, self._processes, stderr=subprocess.PIPE)

    def _check_running(self) -> None:
        if self._stopped:
            raise RuntimeError("the packaging builds were stopped")

    def _build(self) -> None:
        steps = [(self.clean_tree, self._clean_tree), (self.staged_sdist, self._stage),
                 (self.built_wheels, self._wheels), (self.fresh_venv, self._fresh_venv),
                 (self.installed_runs, self._installed_runs), (self.dockerfile_run, self._dockerfile_run),
                 (self.wheel_installs, self._wheel_installs)]
        for number, (future, step) in enumerate(steps):
            try:
                future.set_result(step())
            except BaseException as error:  # noqa: BLE001 - handed to the tests that read this step and the later ones
                for later, _ in steps[number:]:
                    later.set_exception(error)
                return

    def _clean_tree(self) -> Path:
        """The tracked files of the repository (as they are in the working tree), and nothing else."""
        if shutil.which("git") is None:
            raise Unavailable("git is not installed")
        listed = subprocess.run(["git", "ls-files", "-z"], cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        if listed.returncode != 0:
            raise Unavailable("not a git checkout")
        tree = self.root / "clean" / "beam-extract"
        for name in filter(None, listed.stdout.decode("utf-8").split("\0")):
            source = REPO / name
            if source.is_file():  # tracked but deleted in the working tree: left out, as a clone would
                (tree / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, tree / name)
        return tree

    def _stage(self) -> Path:
        """The workflow tarball Beam's stager builds for `--setup_file pyproject.toml` (relative, as typed)."""
        staging_dir = self.root / "staging"
        staging_dir.mkdir()
        script = self.root / "stage.py"  # outside the tree: the child imports the installed beam_extract
        script.write_text(STAGE_SCRIPT, encoding="utf-8")
        out = self._run([sys.executable, script, staging_dir], cwd=self.clean_tree.result())
        staged = {name: Path(path) for path, name in json.loads(out.strip().splitlines()[-1])}
        assert "workflow.tar.gz" in staged, f"the stager staged no package: {sorted(staged)}"
        self._start_fresh_install(staged["workflow.tar.gz"])
        return staged["workflow.tar.gz"]

    def _start_fresh_install(self, sdist: Path) -> None:
        """A venv with only pip, and `pip install <staged sdist>` in it as a Dataflow worker runs it,
        started in the background: it mostly waits on the index, so the wheel builds run meanwhile."""
        root = self.root / "venv"
        root.mkdir()
        self._run([sys.executable, "-m", "venv", root / "venv"], cwd=root)
        self._venv = {"python": root / "venv" / "bin" / "python", "cwd": root, "log": root / "pip-install.log"}
        with open(self._venv["log"], "wb") as out:
            self._install = subprocess.Popen([self._venv["python"], "-m", "pip", "install", "-q", sdist], cwd=root,
                                             env=self.env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
        self._processes.append(self._install)

    def _wheels(self) -> dict:
        """Wheels pip builds from the staged sdist (what `pip install sdist` does first), with this
        interpreter's build tools: "from_c" with Cython hidden (the shipped .c is compiled),
        "no_compiler" with CC=/bin/false, "no_cython_no_c" from the sdist without its .c and with
        Cython hidden."""
        root = self.root / "wheels"
        sdist = self.staged_sdist.result()
        without_c = extracted_sdist(sdist, root / "src")
        (without_c / "beam_extract" / "_speedups.c").unlink()
        return {
            "from_c": self._wheel_from_sdist(sdist, root / "from-c", {**hidden_cython(root, self.env), **QUICK_COMPILE}),
            "no_compiler": self._wheel_from_sdist(sdist, root / "no-compiler", {**self.env, "CC": "/bin/false"}),
            "no_cython_no_c": self._build_wheel(without_c, root / "no-cython-no-c", hidden_cython(root, self.env)),
        }

    def _wheel_from_sdist(self, sdist: Path, outdir: Path, env: dict) -> Path:
        """pip's own build of the sdist (what `pip install sdist` does first), with this interpreter's build tools."""
        outdir.mkdir(parents=True)
        self._run([sys.executable, "-m", "pip", "wheel", "-q", "--no-build-isolation", "--no-deps", "--no-cache-dir",
                   "--wheel-dir", outdir, sdist], cwd=outdir.parent, env=env)
        (wheel,) = outdir.glob("*.whl")
        return wheel

    def _build_wheel(self, source: Path, outdir: Path, env: dict) -> Path:
        """A wheel built from `source` with this interpreter's build tools (no isolation, as Beam's stager builds)."""
        self._run([sys.executable, "-m", "build", "--no-isolation", "--wheel", "--outdir", outdir, source],
                  cwd=source, env=env)
        (wheel,) = outdir.glob("*.whl")
        return wheel

    def _fresh_venv(self) -> dict:
        """The fresh venv once its install has finished: its python and whether the C speedups were on
        right after that install (later steps and tests reinstall other builds into it, reusing its dependencies)."""
        try:
            status = self._install.wait(timeout=900)
        finally:
            stop_group(self._install)
            self._processes.remove(self._install)
        log = self._venv["log"].read_text(errors="replace")
        assert status == 0, f"pip install of the staged sdist exited {status}:\n{log[-4000:]}"
        python, cwd = self._venv["python"], self._venv["cwd"]
        return {"python": python, "cwd": cwd, "enabled": speedups_enabled(python, cwd, self.env, self._processes)}

    def _dockerfile_run(self) -> dict:
        """The Dockerfile's COPYs laid out in a directory standing for its WORKDIR, and its RUN line
        run there with the fresh venv's pip and python first on PATH (the image's are on PATH the
        same way), beam-extract uninstalled from that venv first (the image has only Beam)."""
        tree, venv = self.clean_tree.result(), self.fresh_venv.result()
        instructions = dockerfile_instructions((tree / "Dockerfile").read_text(encoding="utf-8"))
        workdir = self.root / "image-workdir"
        workdir.mkdir()
        copied = lay_out_copies(instructions, tree, workdir)
        python = venv["python"]
        self._run([python, "-m", "pip", "uninstall", "-y", "-q", "beam-extract"], cwd=venv["cwd"])
        (command,) = [arguments for keyword, arguments in instructions if keyword == "RUN"]
        env = {**self.env, "PATH": f"{python.parent}{os.pathsep}{self.env.get('PATH', '')}"}
        self._run(["bash", "-euc", command], cwd=workdir, env=env)
        return {"copied": copied, "enabled": speedups_enabled(python, venv["cwd"], self.env, self._processes)}

    def _installed_runs(self) -> dict:
        """The console commands installed with the staged sdist, run in the fresh venv before anything
        else is installed into it, INSTALLED_RUNS_AT_ONCE at a time, each in its own folder: `extract`
        of a small WARC, both commands' --help, `import pipelines` (which must fail), `page` and a
        `watch` whose window runs in a child process (spawned from the console script, as installed)."""
        venv = self.fresh_venv.result()
        python, folder = venv["python"], self.root / "installed"
        script = python.with_name("beam-extract")

        def extract() -> dict:
            cwd = folder / "extract"
            warc = small_warc(cwd / "small.warc.gz")
            out = self._run([script, "extract", "--input", warc, "--output", cwd / "out" / "docs", "--format", "jsonl"],
                            cwd=cwd)
            return {"out": out, "summary": json.loads((cwd / "out" / "docs.summary.json").read_text(encoding="utf-8"))}

        def help_of(name: str):
            def run_help() -> str:
                cwd = folder / f"help-{name}"
                cwd.mkdir(parents=True)
                return self._run([script, name, "--help"], cwd=cwd)
            return run_help

        def import_pipelines() -> subprocess.CompletedProcess:
            cwd = folder / "import-pipelines"
            cwd.mkdir(parents=True)
            return self._completed([python, "-c", "import pipelines"], cwd=cwd, timeout=120)

        def page() -> str:
            cwd = folder / "page"
            cwd.mkdir(parents=True)
            (cwd / "page.html").write_text(html_page("Installed", paragraphs=4), encoding="utf-8")
            return self._run([script, "page", cwd / "page.html", "--format", "text"], cwd=cwd)

        def watch() -> dict:
            cwd = folder / "watch"
            small_warc(cwd / "incoming" / "small.warc.gz")
            self._run([script, "watch", "--input", cwd / "incoming" / "*.warc.gz", "--output", cwd / "out" / "docs",
                       "--window_seconds", "2", "--watch_interval_seconds", "1", "--stop_after_seconds", "3",
                       "--window_process", "child"], cwd=cwd)
            return json.loads((cwd / "out" / "docs.summary.json").read_text(encoding="utf-8"))

        runs = {"watch": watch, "extract": extract, "help-extract": help_of("extract"), "help-watch": help_of("watch"),
                "page": page, "import-pipelines": import_pipelines}  # the longest first
        with ThreadPoolExecutor(INSTALLED_RUNS_AT_ONCE, thread_name_prefix="installed-run") as pool:
            started = {name: pool.submit(work) for name, work in runs.items()}
        return started  # done when the pool has shut down: each holds its run's result or exception

    def _wheel_installs(self) -> dict:
        """Two of the wheels force-reinstalled into the fresh venv in turn (no dependencies): "from_c",
        then whether the C speedups are on; "no_compiler", then whether they are on and the title
        the installed extractor reads from a small page."""
        wheels, venv = self.built_wheels.result(), self.fresh_venv.result()
        python, cwd = venv["python"], venv["cwd"]

        def install(wheel: Path) -> None:
            self._run([python, "-m", "pip", "install", "-q", "--no-deps", "--force-reinstall", wheel], cwd=cwd)

        def from_c() -> bool:
            install(wheels["from_c"])
            return speedups_enabled(python, cwd, self.env, self._processes)

        def no_compiler() -> dict:
            install(wheels["no_compiler"])
            title = self._run([python, "-c", "import beam_extract; print(beam_extract.extract('''%s''').title)"
                               % html_page("Pure", paragraphs=4)], cwd=cwd)
            return {"enabled": speedups_enabled(python, cwd, self.env, self._processes), "title": title.strip()}

        return {"from_c": outcome(from_c), "no_compiler": outcome(no_compiler)}
