"""``main.py bench``: the speed, memory and package figures, each against its target.

Rules and bot figures are measured here (cli.speed); the table's figures come from
``game.bench.table_figures(quick)``, imported only when the bench runs, so that the headless
figures never need pygame; the table's memory from ``game.bench_memory`` (two fresh processes);
the built program's from ``cli.bench_package`` (without a build they are not measured, and the
bench says why). The windows the bench opens in other processes use the caller's display if
there is one, else SDL's dummy drivers.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import partial

from cli import search_speed, speed, speed_reference
from cli.bench_package import PackageProblem, find_build, package_figures
from rules.ai.search_pool import SearchPool
from rules.core.registry import ReferenceMissing, all_games

MEASURE_S = 3.0
QUICK_MEASURE_S = 0.25


@dataclass(frozen=True)
class Target:
    bound: float
    at_least: bool  # True: the figure must be >= bound; False: <= bound

    def met(self, value: float) -> bool:
        return value >= self.bound if self.at_least else value <= self.bound

    def __str__(self) -> str:
        return f"{'≥' if self.at_least else '≤'} {self.bound:g}"


# The table's figures; each game's figures and targets come from its registry entry.
TABLE_TARGETS: dict[str, Target] = {
    "table.frame_ms_p95": Target(8, False),
    "table.idle_cpu_percent": Target(3, False),
    "app.start_to_first_frame_s": Target(1.5, False),
    "table.extra_resident_mb": Target(30, False),
    "table.resident_growth_mb": Target(5, False),
}
# The built program's figures (issue 16), measured only when there is a build.
PACKAGE_TARGETS: dict[str, Target] = {
    "package.start_to_first_frame_s": Target(2.0, False),
    "package.size_mb": Target(80, False),
}
RANDOM_FIGURE = "random_actions_per_s"
EASY_FIGURE = "easy_decisions_per_s"
ITERATIONS_FIGURE = "search_iterations_per_s"
# The search levels' decision times (issue 14's targets: on a 2-core machine, in every game).
DECISION_TARGETS: dict[str, Target] = {
    "normal_decision_s_p95": Target(0.2, False),
    "hard_decision_s_p95": Target(0.6, False),
}
# A game's random play over its speed reference's, in the same run (issue 14: Copas against
# OpenSpiel's Hearts), where the reference's package is installed.
REFERENCE_TARGET = Target(1.0, True)
DECISIONS = 20  # positions timed per game and level
QUICK_DECISIONS = 2


def targets() -> dict[str, Target]:
    """Every figure's target: each game's ``speed_targets`` (at least), then the table's."""
    out: dict[str, Target] = {}
    for info in all_games().values():
        for figure, bound in info.speed_targets.items():
            out[f"{info.id}.{figure}"] = Target(bound, True)
        for figure, target in DECISION_TARGETS.items():
            out[f"{info.id}.{figure}"] = target
        if info.speed_reference is not None:
            out[speed_reference.figure_name(info)] = REFERENCE_TARGET
    out.update(TABLE_TARGETS)
    out.update(PACKAGE_TARGETS)
    return out


def rules_measures(seconds: float) -> dict[str, Callable[[], float]]:
    """Per registered game: random play, and the easy bot if the game has one, at its bench size."""
    measures: dict[str, Callable[[], float]] = {}
    for info in all_games().values():
        game, players = info.id, info.bench_players
        options = dict(info.bench_options)
        measures[f"{game}.{RANDOM_FIGURE}"] = partial(speed.random_actions_per_s, game, players, seconds, options)
        if "easy" in info.bots:
            measures[f"{game}.{EASY_FIGURE}"] = partial(
                speed.bot_decisions_per_s, game, players, "easy", seconds, options
            )
    return measures


def search_figures(seconds: float, decisions: int) -> Iterator[tuple[str, float]]:
    """Per game: one search tree's iterations per second, then normal's and hard's decision time
    (hard in its two processes, started and warmed before any timing)."""
    with SearchPool() as pool:
        for info in all_games().values():
            game, players, options = info.id, info.bench_players, dict(info.bench_options)
            yield f"{game}.{ITERATIONS_FIGURE}", search_speed.search_iterations_per_s(game, players, options, seconds)
            search_speed.warm(pool, game, players, options)
            for figure, hard in (("normal_decision_s_p95", False), ("hard_decision_s_p95", True)):
                time_s = search_speed.decision_s_p95(game, players, options, hard, decisions, pool if hard else None)
                yield f"{game}.{figure}", time_s


def run(args: argparse.Namespace) -> int:
    try:
        build = find_build(getattr(args, "exe", None))
    except PackageProblem as err:  # asked for by name: say so before minutes of measuring
        print(f"main.py bench: error: {err}", file=sys.stderr)
        return 2
    windows = window_env(os.environ)  # before anything here sets the dummy drivers
    seconds = QUICK_MEASURE_S if args.quick else MEASURE_S
    figures: dict[str, float] = {}
    notes: list[str] = []
    for name, measure in rules_measures(seconds).items():
        figures[name] = measure()
        if not args.json:
            _print_figure(name, figures[name])
    for info in all_games().values():
        if info.speed_reference is None:
            continue
        name = speed_reference.figure_name(info)
        try:
            _, _, ratio = speed_reference.race(info, 2 * seconds)
        except ReferenceMissing as err:
            notes.append(f"{name}: not measured: {err}")
            continue
        figures[name] = ratio
        if not args.json:
            _print_figure(name, ratio)
    for name, value in search_figures(seconds, QUICK_DECISIONS if args.quick else DECISIONS):
        figures[name] = value
        if not args.json:
            _print_figure(name, value)
    table, note = _table_figures(args.quick)
    if note:
        notes.append(note)
    memory, memory_notes = _memory_figures(args.quick, windows)
    package, package_notes = package_figures(build, windows, args.quick)
    table.update(memory)
    table.update(package)
    notes.extend(memory_notes + package_notes)
    figures.update(table)
    if args.json:
        print(json.dumps(figures))
        for line in notes:
            print(f"main.py bench: {line}", file=sys.stderr)
        return 0
    for name, value in table.items():
        _print_figure(name, value)
    for line in notes:
        print(line)
    return 0


def _table_figures(quick: bool) -> tuple[dict[str, float], str]:
    """The table's figures from ``game.bench``, or a note saying why there are none."""
    try:
        module = importlib.import_module("game.bench")
    except ModuleNotFoundError as err:
        if err.name in ("game", "game.bench"):
            return {}, "table figures: not available yet (game/bench.py does not exist)"
        raise
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    return {k: float(v) for k, v in module.table_figures(quick).items()}, ""


def _memory_figures(quick: bool, env: Mapping[str, str]) -> tuple[dict[str, float], list[str]]:
    """The table's memory figures, or a note saying why they were not measured."""
    from game.bench_memory import MemoryProblem, memory_figures

    try:
        return memory_figures(quick, env)
    except MemoryProblem as err:
        return {}, [f"memory figures: not measured: {err}"]


def window_env(base: Mapping[str, str]) -> dict[str, str]:
    """``base`` as it is if it names a display, else with SDL's dummy video and audio drivers."""
    env = dict(base)
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env["SDL_VIDEODRIVER"] = "dummy"
        env["SDL_AUDIODRIVER"] = "dummy"
    return env


def _print_figure(name: str, value: float) -> None:
    target = targets().get(name)
    shown = f"{value:,.0f}" if abs(value) >= 1000 else f"{value:.3g}"
    if target is None:
        print(f"{name:<40} {shown:>12}")
    else:
        verdict = "OK" if target.met(value) else "BELOW"
        print(f"{name:<40} {shown:>12}   target {str(target):<10} {verdict}")
