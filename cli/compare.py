"""``main.py compare NEW BASE``: two kept tournaments of the same deals, compared deal by deal
(``rules.ai.paired``): the difference a change of bot A made, with its 95% interval."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from cli.args import UsageError
from rules.ai.paired import Paired, compare_files
from rules.ai.tournament_keep import KeepFileError

PREFIX = "main.py compare: error:"


def run(args: argparse.Namespace) -> int:
    for name in (args.new, args.base):
        if not Path(name).is_file():
            raise UsageError(f"{PREFIX} {name} is not a file (give two keep files: tournament ... --keep FILE)")
    try:
        paired = compare_files(Path(args.new), Path(args.base))
    except KeepFileError as err:
        raise UsageError(f"{PREFIX} {err}") from None
    for line in describe(paired):
        print(line)
    if args.json:
        print(json.dumps(paired.to_json()))
    return 0


def describe(p: Paired) -> list[str]:
    """The comparison in words, one figure a line."""
    lo, hi = p.win_rate_diff_ci95
    slo, shi = p.score_diff_diff_ci95
    lines = [
        f"{p.deals} deals both played: {p.new} against {p.base}",
        f"A's win rate: {p.new_win_rate:.3f} against {p.base_win_rate:.3f}, "
        f"paired difference {p.win_rate_diff:+.3f} [{lo:+.3f}, {hi:+.3f}]",
        f"A's score difference: paired difference {p.score_diff_diff:+.2f} [{slo:+.2f}, {shi:+.2f}]",
        _own_score_line(p),
    ]
    if p.new_iterations is not None or p.base_iterations is not None:
        lines.append(f"A's search iterations a decision: {_count(p.new_iterations)} against {_count(p.base_iterations)}")
    verdict = "better" if lo > 0 else "worse" if hi < 0 else "no difference shown"
    lines.append(f"verdict: {verdict} (the interval {'excludes' if lo > 0 or hi < 0 else 'holds'} 0)")
    return lines


def _own_score_line(p: Paired) -> str:
    """A's own score a game in the two rows, paired, with each row's ratio over a B seat's."""
    lo, hi = p.score_change_ci95
    line = (
        f"A's own score: {p.new_score:.2f} against {p.base_score:.2f} a game, "
        f"paired difference {p.score_change:+.2f} [{lo:+.2f}, {hi:+.2f}]"
    )
    if p.new_score_ratio is None or p.base_score_ratio is None:
        return line
    return line + f"; over a B seat's: {p.new_score_ratio:.2f}x against {p.base_score_ratio:.2f}x"


def _count(iterations: float | None) -> str:
    return "none" if iterations is None else f"{iterations:,.0f}"
