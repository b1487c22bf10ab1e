#!/usr/bin/env python3
"""Check the GitHub Actions workflows, which cannot run here, as far as they can be checked offline.

Usage: python3 Scripts/check-workflows.py [WORKFLOW.yml...]   (default: .github/workflows/*.yml)

For each workflow (read with PyYAML):
  - it has a `name`, an `on` trigger and at least one job;
  - every job has `runs-on`, a `timeout-minutes` and steps; a `needs` names jobs that exist;
  - every step has exactly one of `run` and `uses`; a `uses` action is one of KNOWN_ACTIONS at the
    major version listed there, and its `with` inputs are among that action's inputs;
  - every `run` script passes `bash -n` (with each `${{ … }}` expression replaced by a word), and
    every repository script it calls (`Scripts/…`, `.ci/run`) exists;
  - `${{ matrix.X }}` names a key of the job's `strategy.matrix`.
And `.spi.yml` (the Swift Package Index's manifest): version 1, and every documentation target is a
module of Sources/ with its `<Module>.docc` catalog; a module the ShortcutKit umbrella re-exports but
the manifest leaves out is reported as a note.
Exit 1 with one line per problem (`file: jobs.<job>.steps[<n>]: …`).
"""

import glob
import os
import re
import subprocess
import sys

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The actions the workflows may use, by name and major version, with their inputs (from each
# action's action.yml at that major version).
KNOWN_ACTIONS = {
    ("actions/checkout", "v4"): {
        "repository", "ref", "token", "ssh-key", "ssh-known-hosts", "ssh-strict", "ssh-user",
        "persist-credentials", "path", "clean", "filter", "sparse-checkout", "sparse-checkout-cone-mode",
        "fetch-depth", "fetch-tags", "show-progress", "lfs", "submodules", "set-safe-directory",
        "github-server-url",
    },
    ("actions/upload-artifact", "v4"): {
        "name", "path", "if-no-files-found", "retention-days", "compression-level", "overwrite",
        "include-hidden-files",
    },
    ("actions/download-artifact", "v4"): {
        "name", "path", "pattern", "merge-multiple", "github-token", "repository", "run-id",
    },
}
EXPRESSION = re.compile(r"\$\{\{(.*?)\}\}", re.S)
REPO_SCRIPT = re.compile(r"(?<![\w/.-])((?:Scripts/[\w.+-]+)|(?:\.ci/run))")


def check_run(script, where, problems):
    plain = EXPRESSION.sub("EXPR", script)
    result = subprocess.run(["bash", "-n"], input=plain, text=True, capture_output=True)
    if result.returncode != 0:
        problems.append(f"{where}: bash -n: {result.stderr.strip()}")
    for path in REPO_SCRIPT.findall(script):
        if not os.path.exists(os.path.join(ROOT, path)):
            problems.append(f"{where}: runs {path}, which does not exist")


def check_expressions(text, matrix_keys, where, problems):
    for expression in EXPRESSION.findall(text):
        for key in re.findall(r"\bmatrix\.([A-Za-z_][\w-]*)", expression):
            if key not in matrix_keys:
                problems.append(f"{where}: ${{{{ matrix.{key} }}}} but the job's matrix has no {key}")


def check_workflow(path):
    problems = []
    name = os.path.relpath(path, ROOT)
    try:
        with open(path, encoding="utf-8") as handle:
            workflow = yaml.safe_load(handle)
    except yaml.YAMLError as error:
        return [f"{name}: not YAML: {error}"]
    if not isinstance(workflow, dict):
        return [f"{name}: not a mapping"]
    # PyYAML reads the bare key `on` as the boolean True (YAML 1.1).
    trigger = workflow.get("on", workflow.get(True))
    if not workflow.get("name"):
        problems.append(f"{name}: no name")
    if not trigger:
        problems.append(f"{name}: no `on` trigger")
    jobs = workflow.get("jobs")
    if not isinstance(jobs, dict) or not jobs:
        return problems + [f"{name}: no jobs"]
    for job_name, job in jobs.items():
        where = f"{name}: jobs.{job_name}"
        if not isinstance(job, dict):
            problems.append(f"{where}: not a mapping")
            continue
        for key in ("runs-on", "timeout-minutes", "steps"):
            if key not in job:
                problems.append(f"{where}: no {key}")
        needs = job.get("needs", [])
        for needed in [needs] if isinstance(needs, str) else needs:
            if needed not in jobs:
                problems.append(f"{where}: needs {needed}, which is not a job")
        matrix = (job.get("strategy") or {}).get("matrix") or {}
        matrix_keys = set(matrix) - {"include", "exclude"}
        for entry in matrix.get("include", []) if isinstance(matrix, dict) else []:
            matrix_keys |= set(entry)
        check_expressions(yaml.safe_dump(job), matrix_keys, where, problems)
        for index, step in enumerate(job.get("steps") or []):
            step_where = f"{where}.steps[{index}]"
            if not isinstance(step, dict) or ("run" in step) == ("uses" in step):
                problems.append(f"{step_where}: needs exactly one of run and uses")
                continue
            if "run" in step:
                check_run(str(step["run"]), step_where, problems)
                continue
            action, _, ref = str(step["uses"]).partition("@")
            major = ref.split(".")[0]
            inputs = KNOWN_ACTIONS.get((action, major))
            if inputs is None:
                problems.append(f"{step_where}: {step['uses']} is not an action this check knows "
                                f"(KNOWN_ACTIONS: add it with its inputs)")
                continue
            for key in step.get("with") or {}:
                if key not in inputs:
                    problems.append(f"{step_where}: {action}@{major} has no input {key!r}")
    return problems


def check_spi(path):
    problems = []
    name = os.path.relpath(path, ROOT)
    try:
        with open(path, encoding="utf-8") as handle:
            manifest = yaml.safe_load(handle)
    except (OSError, yaml.YAMLError) as error:
        return [f"{name}: {error}"]
    if not isinstance(manifest, dict) or manifest.get("version") != 1:
        return [f"{name}: expected a mapping with version: 1"]
    configs = (manifest.get("builder") or {}).get("configs") or []
    targets = [target for config in configs for target in (config.get("documentation_targets") or [])]
    if not targets:
        problems.append(f"{name}: no builder.configs[].documentation_targets")
    for target in targets:
        if not os.path.isdir(os.path.join(ROOT, "Sources", str(target), f"{target}.docc")):
            problems.append(f"{name}: documentation target {target} has no Sources/{target}/{target}.docc")
    umbrella = os.path.join(ROOT, "Sources", "ShortcutKit", "ShortcutKit.swift")
    if os.path.exists(umbrella):
        with open(umbrella, encoding="utf-8") as handle:
            exported = re.findall(r"@_exported import (\w+)", handle.read())
        for module in exported:
            if os.path.isdir(os.path.join(ROOT, "Sources", module)) and module not in targets:
                print(f"note: {name}: {module} (re-exported by ShortcutKit) is not a documentation target",
                      file=sys.stderr)
    return problems


def main():
    paths = sys.argv[1:] or sorted(glob.glob(os.path.join(ROOT, ".github", "workflows", "*.yml")))
    if not paths:
        sys.exit("error: no workflows in .github/workflows")
    problems = [problem for path in paths for problem in check_workflow(path)]
    if not sys.argv[1:]:
        problems += check_spi(os.path.join(ROOT, ".spi.yml"))
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"workflows: {len(paths)} checked ({', '.join(os.path.basename(p) for p in paths)})")


if __name__ == "__main__":
    main()
