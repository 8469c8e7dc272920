"""``main.py tournament``: bot A against bot B on duplicate deals (``rules.ai.tournament``).

A sits in one seat and B in all the others, on the same deals, with A rotated through every seat.
Deals are played in ``--workers`` processes (both cores by default); each search level plays its
whole search in its own process there (hard's two trees one after the other, the same search as
in the window's two processes). A progress bar goes to stderr; with ``--json`` the last line of
stdout is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Mapping
from functools import partial
from pathlib import Path
from typing import Any, TextIO

from cli.args import UsageError
from cli.game_choice import chosen_game
from rules.ai.base import UnknownBotLevel, bot_levels
from rules.ai.tournament import BotSpec, SeatGame, TournamentResult, level_name, run_tournament
from rules.ai.tournament_keep import KeepFileError, keep_deal, read_kept, tournament_key
from rules.core.errors import OptionError
from rules.core.registry import GameInfo

PREFIX = "main.py tournament: error:"
BAR = 30  # characters of the progress bar


def run(args: argparse.Namespace) -> int:
    info = chosen_game(PREFIX, args.game, args.players)
    a, b = (_level(info, flag, text) for flag, text in (("--a", args.a), ("--b", args.b)))
    if args.deals < 2:
        raise UsageError(f"{PREFIX} --deals must be at least 2 (the intervals need two deals), not {args.deals}")
    if args.workers < 1:
        raise UsageError(f"{PREFIX} --workers must be at least 1, not {args.workers}")
    try:
        options = info.parse_options(args.option)
    except OptionError as err:
        raise UsageError(f"{PREFIX} {err}") from None
    played, on_deal = _kept(args, info, options, level_name(a), level_name(b))
    bar = Progress(sys.stderr, f"{info.title}, {args.players} players: {level_name(a)} against {level_name(b)}")
    bar.update(len(played), args.deals)
    try:
        result = run_tournament(
            info.id,
            args.players,
            a,
            b,
            args.deals,
            seed=args.seed,
            whole_games=args.games,
            options=options,
            workers=min(args.workers, args.deals),
            progress=bar.update,
            played=played,
            on_deal=on_deal,
        )
    except UnknownBotLevel as err:  # cannot happen after the check above; kept to one line anyway
        raise UsageError(f"{PREFIX} {err}") from None
    bar.finish()
    print_result(info, result, sys.stdout)
    if args.json:
        print(json.dumps(result.to_json()))
    return 0


def _level(info: GameInfo, flag: str, text: str) -> BotSpec:
    """A level, or a search level with settings changed (``rules.ai.level_spec``, loaded only
    then: it brings the search with it)."""
    level = text.partition(":")[0]
    if level not in bot_levels(info.id, measuring=True):
        levels = ", ".join(bot_levels(info.id, measuring=True))
        raise UsageError(f"{PREFIX} {flag}: {info.title} has no {level!r} bot; levels: {levels}")
    if level == text:
        return text
    from rules.ai.level_spec import LevelSpecError, parse_level

    try:
        return parse_level(text)
    except LevelSpecError as err:
        raise UsageError(f"{PREFIX} {flag}: {err}") from None


def _kept(
    args: argparse.Namespace, info: GameInfo, options: Mapping[str, Any], a: str, b: str
) -> tuple[dict[int, list[SeatGame]], partial | None]:
    """The deals of this tournament ``--keep`` already holds, and what keeps each new one (None
    without ``--keep``). ``a`` and ``b``: the levels as the file names them."""
    if not args.keep:
        return {}, None
    path = Path(args.keep)
    key = tournament_key(info.id, args.players, a, b, args.seed, args.games or info.deal_is_game, options)
    try:
        kept = read_kept(path, key)
        path.open("a", encoding="utf-8").close()  # a folder that cannot take it is said now, not after an hour
    except KeepFileError as err:
        raise UsageError(f"{PREFIX} --keep: {err}") from None
    except OSError as err:
        raise UsageError(f"{PREFIX} --keep: cannot write {path}: {err.strerror or err}") from None
    played = {d: games for d, games in kept.deals.items() if d < args.deals}
    have = len(played)
    print(f"{path}: {have} of {args.deals} deals kept; playing the other {args.deals - have}", file=sys.stderr)
    if kept.unreadable:
        print(f"{path}: {kept.unreadable} unreadable lines left out; their deals are played again", file=sys.stderr)
    return played, partial(keep_deal, path, key)


def default_workers() -> int:
    return max(1, min(2, os.cpu_count() or 1))


def print_result(info: GameInfo, result: TournamentResult, out: TextIO) -> None:
    unit = "whole games" if result.whole_games else "rounds"
    lo, hi = result.win_rate_ci95
    dlo, dhi = result.mean_score_diff_ci95
    print(
        f"{info.title}, {result.players} players: {result.a} (A) against {result.b} (B), "
        f"{result.deals} deals played as {unit}, A in every seat: {result.games} games",
        file=out,
    )
    print(
        f"A's win rate:              {result.win_rate:.3f}   95% CI {lo:.3f} to {hi:.3f}   "
        f"fair share {result.fair_share:.3f}",
        file=out,
    )
    print(
        f"A's mean score difference: {result.mean_score_diff:+.2f}   95% CI {dlo:+.2f} to {dhi:+.2f}"
        f"   (A's score less the others' mean; positive is good for A)",
        file=out,
    )
    ratio = result.score_ratio
    print(
        f"Mean score a game:         A {result.mean_score_a:.2f}, a B seat {result.mean_score_b:.2f}"
        + (f"   (A's over B's: {ratio:.2f})" if ratio is not None else ""),
        file=out,
    )
    effort = result.iterations_per_decision
    if effort is not None:
        print(
            f"A's search:                {effort:.0f} iterations a decision on average"
            "   (fewer when other work shares the cores: a weaker A)",
            file=out,
        )


class Progress:
    """A one-line progress bar on a stream, redrawn in place. The time left is foreseen from the
    deals played in this run only: deals a keep file already held took no time here."""

    def __init__(self, out: TextIO, title: str) -> None:
        self.out = out
        self.title = title
        self.start = time.monotonic()
        self.drawn = False
        self.first: int | None = None  # the deals done when the bar was first drawn

    def update(self, done: int, total: int) -> None:
        if self.first is None:
            self.first = done
        filled = BAR * done // max(1, total)
        elapsed = time.monotonic() - self.start
        here = done - self.first
        if done >= total:
            left = "done"
        else:
            left = f"about {elapsed / here * (total - done):.0f} s left" if here else "time left not yet known"
        self.out.write(
            f"\r{self.title} [{'#' * filled}{'.' * (BAR - filled)}] {done}/{total} deals, "
            f"{elapsed:.0f} s, {left} "
        )
        self.out.flush()
        self.drawn = True

    def finish(self) -> None:
        if self.drawn:
            self.out.write("\n")
            self.out.flush()
