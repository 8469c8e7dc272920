"""Two kept tournaments compared deal by deal: did a change make bot A stronger?

Two rows of the same tournament (the same game, players, seed, options, kind and bot B), played
at two commits or with A at two levels, play the same deals. Their difference on each deal both
played (A's win share over the rotations, and its score difference) is far less noisy than
either row alone, since the luck of the deal cancels: a paired interval that excludes 0 shows a
change where two overlapping win-rate intervals say nothing.
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
    players = len(new[common[0]])
    new_deals, base_deals = [new[d] for d in common], [base[d] for d in common]
    new_row, base_row = (summarise("", players, "", "", False, deals) for deals in (new_deals, base_deals))
    (new_wins, new_diffs), (base_wins, base_diffs) = deal_means(new_deals), deal_means(base_deals)
    win_diff, win_ci = mean_ci95([a - b for a, b in zip(new_wins, base_wins)])
    score_diff, score_ci = mean_ci95([a - b for a, b in zip(new_diffs, base_diffs)])
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
        new_iterations=new_row.iterations_per_decision,
        base_iterations=base_row.iterations_per_decision,
    )
