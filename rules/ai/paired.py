"""Two kept tournaments compared deal by deal: did a change make bot A stronger?

Two rows of the same tournament (the same game, players, seed, options, kind and bot B), played
at two commits or with A at two levels, play the same deals. Their difference on each deal both
played (A's win share over the rotations, and its score difference) is far less noisy than
either row alone, since the luck of the deal cancels: a paired interval that excludes 0 shows a
change where two overlapping win-rate intervals say nothing. A's own score is paired too, with
each row's ratio of A's score over a B seat's: Copas' penalty target is that ratio on the same
deals.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules.ai.tournament import SeatGame, deal_means, mean_ci95, summarise
from rules.ai.tournament_keep import KeepFileError, describe, read_kept, read_key

SHARED = ("game", "players", "b", "seed", "whole_games", "options")  # what both rows must agree on


@dataclass(frozen=True)
class Paired:
    """Row ``new`` less row ``base`` on the deals both played."""

    new: str
    base: str
    deals: int
    new_win_rate: float
    base_win_rate: float
    win_rate_diff: float
    win_rate_diff_ci95: tuple[float, float]
    score_diff_diff: float
    score_diff_diff_ci95: tuple[float, float]
    new_score: float  # A's mean score a game, in the game's own sense
    base_score: float
    score_change: float  # A's own score, new less base, paired deal by deal
    score_change_ci95: tuple[float, float]
    new_score_ratio: float | None  # A's mean score over a B seat's (None where B's is 0)
    base_score_ratio: float | None
    new_iterations: float | None  # A's search iterations a decision on these deals (None: no search)
    base_iterations: float | None

    def to_json(self) -> dict[str, Any]:
        return {
            "new": self.new,
            "base": self.base,
            "deals": self.deals,
            "new_win_rate": self.new_win_rate,
            "base_win_rate": self.base_win_rate,
            "win_rate_diff": self.win_rate_diff,
            "win_rate_diff_ci95": list(self.win_rate_diff_ci95),
            "score_diff_diff": self.score_diff_diff,
            "score_diff_diff_ci95": list(self.score_diff_diff_ci95),
            "new_score": self.new_score,
            "base_score": self.base_score,
            "score_change": self.score_change,
            "score_change_ci95": list(self.score_change_ci95),
            "new_score_ratio": self.new_score_ratio,
            "base_score_ratio": self.base_score_ratio,
            "new_iterations_per_decision": self.new_iterations,
            "base_iterations_per_decision": self.base_iterations,
        }


def compare_files(new: Path, base: Path) -> Paired:
    """``new`` less ``base``; ``KeepFileError`` if they are not rows of the same deals or share
    fewer than two."""
    new_key, base_key = read_key(new), read_key(base)
    differ = [k for k in SHARED if new_key.get(k) != base_key.get(k)]
    if differ:
        raise KeepFileError(
            f"{new} ({describe(new_key)}) and {base} ({describe(base_key)}) do not play the same deals: "
            f"their {', '.join(differ)} differ"
        )
    return compare(new.name, read_kept(new, new_key).deals, base.name, read_kept(base, base_key).deals)


def compare(
    new_name: str, new: Mapping[int, Sequence[SeatGame]], base_name: str, base: Mapping[int, Sequence[SeatGame]]
) -> Paired:
    """The paired difference of two rows' deals (each a list of its rotations)."""
    common = sorted(set(new) & set(base))
    if len(common) < 2:
        raise KeepFileError(f"{new_name} and {base_name} share {len(common)} deal(s): too few to compare")
    players = len(new[common[0]][0].scores)
    new_deals, base_deals = [new[d] for d in common], [base[d] for d in common]
    new_row, base_row = (summarise("", players, "", "", False, deals) for deals in (new_deals, base_deals))
    (new_wins, new_diffs), (base_wins, base_diffs) = deal_means(new_deals), deal_means(base_deals)
    win_diff, win_ci = mean_ci95([a - b for a, b in zip(new_wins, base_wins)])
    score_diff, score_ci = mean_ci95([a - b for a, b in zip(new_diffs, base_diffs)])
    own_change, own_ci = mean_ci95([a - b for a, b in zip(_own_scores(new_deals), _own_scores(base_deals))])
    return Paired(
        new=new_name,
        base=base_name,
        deals=len(common),
        new_win_rate=new_row.win_rate,
        base_win_rate=base_row.win_rate,
        win_rate_diff=win_diff,
        win_rate_diff_ci95=win_ci,
        score_diff_diff=score_diff,
        score_diff_diff_ci95=score_ci,
        new_score=new_row.mean_score_a,
        base_score=base_row.mean_score_a,
        score_change=own_change,
        score_change_ci95=own_ci,
        new_score_ratio=new_row.score_ratio,
        base_score_ratio=base_row.score_ratio,
        new_iterations=new_row.iterations_per_decision,
        base_iterations=base_row.iterations_per_decision,
    )


def _own_scores(per_deal: Sequence[Sequence[SeatGame]]) -> list[float]:
    """A's own score on each deal, the mean over its rotations."""
    return [sum(g.scores[g.seat] for g in games) / len(games) for games in per_deal]
