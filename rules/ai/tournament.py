"""Duplicate-deal tournaments: bot A in one seat, bot B in every other, A rotated through the seats.

Every deal (a seed) is played once per seat, A sitting there, so luck of the cards falls on A
and on B alike. A deal is played as one round (to its ``RoundScored``); with ``whole_games``, as a
whole game from that seed. A game whose one deal lasts the whole game (Assassin's Trick, see
``rules.ai.search_reward.deal_is_game``) is always played whole.

Scoring, per game:

- A's **win share**: 1 if A alone has the best score at the table, 1/k if k seats share it,
  else 0 (a whole game that names its winners, tie-breaks applied, counts those instead);
- A's **score difference**: A's score less the mean of the others', turned so that a positive
  difference is good for A also where lower scores are better (Copas).

Over the tournament, A's and B's **mean scores** (a B seat's score, averaged over every B seat
at the tables A sat at) and their ratio: in Copas, hard's penalty points over easy's on the
same deals.

Where A searches, its **search effort**: the iterations of each decision it searched (not the
only moves), summed, and the decisions counted, so a report can give the mean. A search level
stops on the clock, so this is how a reader sees that a run shared its cores with other work and
measured a weaker player than the quiet machine's.

The confidence intervals treat the deal as the unit (the rotations of one deal share its cards,
so they are not independent): each deal's mean over its rotations is one sample, and the
interval is Student's t at 95% over the deals.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import random
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from rules.ai.base import decide_all, make_bot
from rules.ai.search_reward import deal_is_game
from rules.core.bots import Bot
from rules.core.events import RoundScored
from rules.core.registry import get_game

BotSpec = str | Callable[[str, int], Bot]  # a level for make_bot, or a picklable factory(game, seed)
MAX_ACTIONS = 100_000  # a guard against a rules bug that never ends a game

# Student's t, two-sided 95%, by degrees of freedom (1..30); 1.96 beyond.
_T95 = (
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
)  # fmt: skip


@dataclass(frozen=True)
class SeatGame:
    """One game of a tournament: the deal, A's seat, A's win share and score difference."""

    deal: int
    seat: int
    win: float
    score_diff: float
    scores: tuple[float, ...]
    a_iterations: int = 0  # A's search iterations over the decisions it searched in this game
    a_searched: int = 0  # those decisions (0 where A does not search, or the file predates it)


@dataclass(frozen=True)
class TournamentResult:
    game: str
    players: int
    a: str
    b: str
    deals: int
    whole_games: bool
    games: int
    win_rate: float
    win_rate_ci95: tuple[float, float]
    mean_score_diff: float
    mean_score_diff_ci95: tuple[float, float]
    fair_share: float
    seat_games: tuple[SeatGame, ...]
    @property
    def mean_score_a(self) -> float:
        """A's mean score in a game, in the game's own sense."""
        return sum(g.scores[g.seat] for g in self.seat_games) / len(self.seat_games)

    @property
    def mean_score_b(self) -> float:
        """A B seat's mean score in a game, at the same tables."""
        b_total = sum(sum(g.scores) - g.scores[g.seat] for g in self.seat_games)
        return b_total / (len(self.seat_games) * (self.players - 1))

    @property
    def iterations_per_decision(self) -> float | None:
        """A's mean search iterations a searched decision (None where A does not search)."""
        searched = sum(g.a_searched for g in self.seat_games)
        return sum(g.a_iterations for g in self.seat_games) / searched if searched else None

    @property
    def score_ratio(self) -> float | None:
        """A's mean score over B's (None when B's is 0): below 1 is good for A where lower
        scores are better."""
        return self.mean_score_a / self.mean_score_b if self.mean_score_b else None

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "a": self.a,
            "b": self.b,
            "deals": self.deals,
            "whole_games": self.whole_games,
            "win_rate": self.win_rate,
            "win_rate_ci95": list(self.win_rate_ci95),
            "mean_score_diff": self.mean_score_diff,
            "mean_score_diff_ci95": list(self.mean_score_diff_ci95),
            "fair_share": self.fair_share,
            "games": self.games,
            "mean_score_a": self.mean_score_a,
            "mean_score_b": self.mean_score_b,
            "score_ratio": self.score_ratio,
            "a_iterations_per_decision": self.iterations_per_decision,
        }


def deal_seed(seed: int, deal: int) -> int:
    """The game seed of deal number ``deal`` of a tournament seeded ``seed``."""
    return random.Random(f"tournament:{seed}:{deal}").randrange(2**31)


def run_tournament(
    game_id: str,
    players: int,
    a: BotSpec,
    b: BotSpec,
    deals: int,
    *,
    seed: int = 0,
    whole_games: bool = False,
    options: Mapping[str, Any] | None = None,
    workers: int = 1,
    progress: Callable[[int, int], None] | None = None,
    played: Mapping[int, list[SeatGame]] | None = None,
    on_deal: Callable[[list[SeatGame]], None] | None = None,
) -> TournamentResult:
    """Play ``deals`` deals, each once per seat with A there; ``workers`` > 1 plays deals in
    that many processes (the result is the same). ``progress(done, total)`` follows the deals.

    ``played``: deals already played (by number; ``rules.ai.tournament_keep``), not played
    again; ``on_deal(games)`` is told of each deal as it finishes."""
    if deals < 2:
        raise ValueError("a tournament needs at least 2 deals for its confidence intervals")
    info = get_game(game_id)
    info.new_game(players, options, 0)  # a clear error now for a wrong player count or option
    whole = whole_games or deal_is_game(game_id)
    by_deal: dict[int, list[SeatGame]] = {d: list(g) for d, g in (played or {}).items() if d < deals}
    missing = [d for d in range(deals) if d not in by_deal]
    pooled = workers > 1 and len(missing) > 1
    parent = os.getpid() if pooled else None  # a worker stops once this process is gone
    jobs = [(game_id, players, a, b, seed, d, whole, dict(options or {}), parent) for d in missing]

    def finished(games: list[SeatGame]) -> None:
        by_deal[games[0].deal] = games
        if on_deal:
            on_deal(games)
        if progress:
            progress(len(by_deal), deals)

    if pooled:
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(max_workers=min(workers, len(jobs)), mp_context=context) as pool:
            for games in pool.map(_play_deal_in_worker, jobs):
                finished(games)
    else:
        for job in jobs:
            finished(_play_deal(job))
    per_deal = [by_deal[d] for d in range(deals)]
    return summarise(game_id, players, level_name(a), level_name(b), whole, per_deal)


def summarise(
    game_id: str, players: int, a: str, b: str, whole_games: bool, per_deal: Sequence[Sequence[SeatGame]]
) -> TournamentResult:
    """The statistics of played deals (each a list of its rotations)."""
    wins, diffs = deal_means(per_deal)
    win_rate, (lo, hi) = mean_ci95(wins)
    diff, diff_ci = mean_ci95(diffs)
    seat_games = tuple(g for games in per_deal for g in games)
    return TournamentResult(
        game=game_id,
        players=players,
        a=a,
        b=b,
        deals=len(per_deal),
        whole_games=whole_games,
        games=len(seat_games),
        win_rate=win_rate,
        win_rate_ci95=(max(0.0, lo), min(1.0, hi)),
        mean_score_diff=diff,
        mean_score_diff_ci95=diff_ci,
        fair_share=1.0 / players,
        seat_games=seat_games,
    )


def deal_means(per_deal: Sequence[Sequence[SeatGame]]) -> tuple[list[float], list[float]]:
    """A's win share and score difference on each deal, the mean over its rotations: the
    samples a tournament's intervals are taken over."""
    wins = [sum(g.win for g in games) / len(games) for games in per_deal]
    diffs = [sum(g.score_diff for g in games) / len(games) for games in per_deal]
    return wins, diffs


def mean_ci95(samples: Sequence[float]) -> tuple[float, tuple[float, float]]:
    """The mean and its two-sided 95% interval (Student's t) of independent samples."""
    n = len(samples)
    mean = sum(samples) / n
    if n < 2:
        return mean, (-math.inf, math.inf)
    var = sum((x - mean) ** 2 for x in samples) / (n - 1)
    t = _T95[n - 2] if n - 1 <= len(_T95) else 1.96
    half = t * math.sqrt(var / n)
    return mean, (mean - half, mean + half)


def level_name(spec: BotSpec) -> str:
    """What a tournament calls a bot: its level, or a factory's ``name``."""
    if isinstance(spec, str):
        return spec
    return getattr(spec, "name", None) or getattr(spec, "__name__", None) or type(spec).__name__


def _make(spec: BotSpec, game_id: str, seed: int) -> Bot:
    return make_bot(game_id, spec, seed) if isinstance(spec, str) else spec(game_id, seed)


def seat_bots(game_id: str, players: int, a: BotSpec, b: BotSpec, game_seed: int, a_seat: int) -> list[Bot]:
    """One rotation's bots: A in ``a_seat``, B in every other seat, each seeded from the deal's
    game seed and its seat, so that a rotation is played alike by whatever replays it."""
    return [
        _make(a if s == a_seat else b, game_id, game_seed * 31 + s * 7 + (1000 if s == a_seat else 0))
        for s in range(players)
    ]


Job = tuple[str, int, BotSpec, BotSpec, int, int, bool, dict[str, Any], int | None]


class TournamentGone(Exception):
    """A worker's tournament process is gone."""


def _play_deal_in_worker(job: Job) -> list[SeatGame]:
    """``_play_deal`` in a pool's worker: an orphan leaves at once (blocked on the pool's queue,
    it would otherwise stay until the machine stops)."""
    try:
        return _play_deal(job)
    except TournamentGone:
        os._exit(1)


def _play_deal(job: Job) -> list[SeatGame]:
    """Every rotation of one deal (module-level so that a process pool can run it). ``parent``,
    in a worker, is the tournament's process: when it is gone (killed, or stopped to go on later
    with ``--keep``), the worker stops at its next action instead of playing the deal out."""
    game_id, players, a, b, seed, deal, whole, options, parent = job
    info = get_game(game_id)
    game_seed = deal_seed(seed, deal)
    sign = -1.0 if info.lower_is_better else 1.0
    out = []
    for a_seat in range(players):
        bots = seat_bots(game_id, players, a, b, game_seed, a_seat)
        effort = Effort()
        scores, winners = _play(info.new_game(players, options, game_seed), bots, whole, parent, (a_seat, effort))
        higher = [sign * s for s in scores]
        if winners:
            win = 1.0 / len(winners) if a_seat in winners else 0.0
        else:
            best = max(higher)
            top = [s for s in range(players) if higher[s] == best]
            win = 1.0 / len(top) if a_seat in top else 0.0
        others = [higher[s] for s in range(players) if s != a_seat]
        diff = higher[a_seat] - sum(others) / len(others)
        out.append(SeatGame(deal, a_seat, win, diff, tuple(scores), effort.iterations, effort.searched))
    return out


@dataclass
class Effort:
    """One seat's search effort in a game: iterations over the decisions it searched."""

    iterations: int = 0
    searched: int = 0

    def note(self, bot: Bot, before: Any) -> None:
        """Count the decision ``bot`` just made, if it searched (``before``: its ``last`` report
        before the decision; a bot that did not report anew searched nothing)."""
        last = getattr(bot, "last", None)
        iterations = getattr(last, "iterations", 0) if last is not before else 0
        if iterations:
            self.iterations += iterations
            self.searched += 1


def _play(
    state: Any,
    bots: Sequence[Bot],
    whole: bool,
    parent: int | None = None,
    watch: tuple[int, Effort] | None = None,
) -> tuple[list[float], tuple[int, ...]]:
    """Play to the end of the first round (or of the game): the seats' scores, and the winners
    when the game ended and named them. ``watch``: a seat whose search effort to count."""
    n = state.players
    for _ in range(MAX_ACTIONS):
        if parent is not None and os.getppid() != parent:
            raise TournamentGone("the tournament that started this worker has stopped")
        if state.is_over():
            result = state.result()
            return list(result.scores[:n]), tuple(result.winners)
        before = getattr(bots[watch[0]], "last", None) if watch is not None else None
        chosen = decide_all(bots, state)
        if watch is not None and watch[0] in state.to_move():
            watch[1].note(bots[watch[0]], before)
        events = [e for seat, action in chosen for e in state.apply(seat, action)]
        if not whole:
            for event in events:
                if isinstance(event, RoundScored):
                    return list(event.points[:n]), ()
    raise RuntimeError(f"{state.game_id}: the game did not end within {MAX_ACTIONS} actions")
