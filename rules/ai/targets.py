"""The bots' strength targets (issue 14), checked against kept tournaments.

A keep file (``main.py tournament ... --keep FILE``, ``rules.ai.tournament_keep``) holds every
deal of one tournament. ``read_rows`` sums each file up as the tournament itself would
(``summarise``), and ``checks`` says which targets its row meets:

- **deals**: at least 200 at the game's main player count (``GameInfo.main_players``), 50 at the
  others; an oracle row is no target's row (against easy it sets the bar of half its edge), so
  it asks 50 at any count;
- **hard against easy**: a win rate of at least 1.6x the fair share (0.75 with two players), a
  score difference whose 95% interval lies above 0, at least half of the oracle's edge over the
  fair share, and in a game where lower scores are better (Copas) hard's points at most 0.65x
  easy's;
- **hard against random**: at least 2.5x the fair share (0.90 with two players);
- **normal against easy**: a score difference whose interval lies above 0.

Half the oracle's edge is read from an oracle-against-easy row of the same game, player count,
options and kind (rounds or whole games). Without one: a win rate of at least halfway from the
fair share to 1 holds half of any oracle's edge; over whole games the game's registry entry may
give an oracle's win rate measured elsewhere (``GameInfo.whole_game_oracle``: issue 14's own
table, at 4 players); otherwise the check cannot say.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules.ai.tournament import TournamentResult, summarise
from rules.ai.tournament_keep import KeepFileError, describe, read_kept, read_key
from rules.core.registry import get_game

MAIN_DEALS = 200  # deals a row needs at the game's main player count
OTHER_DEALS = 50  # and at every other count
HARD_OVER_FAIR = 1.6
HARD_TWO_PLAYERS = 0.75
RANDOM_OVER_FAIR = 2.5
RANDOM_TWO_PLAYERS = 0.90
PENALTY_RATIO = 0.65  # hard's points over easy's, at most, where lower scores are better
_COMMIT = re.compile(r"_at_([0-9a-f]{7,40})$")


@dataclass(frozen=True)
class KeptRow:
    """One keep file, summed up."""

    name: str  # the file's name
    key: Mapping[str, Any]  # the tournament it keeps (``tournament_keep.tournament_key``)
    result: TournamentResult
    commit: str  # the commit its name says it ran at ("" if none)

    @property
    def kind(self) -> tuple[str, int, bool, str]:
        """What rows must share to be compared: game, players, whole games, options."""
        key = self.key
        return key["game"], key["players"], bool(key["whole_games"]), json.dumps(key["options"], sort_keys=True)

    @property
    def levels(self) -> str:
        return f"{self.key['a']}-{self.key['b']}"


@dataclass(frozen=True)
class Check:
    """One target: met (True or False), or None where the rows at hand cannot say."""

    target: str
    met: bool | None
    words: str


def read_row(path: Path) -> KeptRow:
    """The keep file ``path`` summed up; ``KeepFileError`` if it holds no readable deal."""
    key = read_key(path)
    kept = read_kept(path, key)
    if len(kept.deals) < 2:
        raise KeepFileError(f"{path} keeps {len(kept.deals)} deal(s) of {describe(key)}: too few to sum up")
    per_deal = [kept.deals[d] for d in sorted(kept.deals)]
    result = summarise(key["game"], key["players"], key["a"], key["b"], bool(key["whole_games"]), per_deal)
    found = _COMMIT.search(path.stem)
    return KeptRow(path.name, key, result, found.group(1) if found else "")


def read_rows(folder: Path) -> list[KeptRow]:
    """Every keep file (``*.jsonl``) in ``folder``, in name order."""
    return [read_row(path) for path in sorted(folder.glob("*.jsonl"))]


def deals_needed(game_id: str, players: int, a: str) -> int:
    """The deals a row of bot ``a`` needs: 200 at the game's main count, 50 at the others and for
    an oracle row at any count (it is no target's row; against easy it sets the half-edge bar)."""
    main = players == get_game(game_id).main_players
    return MAIN_DEALS if main and a != "oracle" else OTHER_DEALS


def checks(row: KeptRow, rows: Sequence[KeptRow]) -> list[Check]:
    """The targets ``row`` is held to, and whether it meets them (see the module notes); ``rows``
    are the others it may be compared with (an oracle's)."""
    r = row.result
    info = get_game(r.game)
    needed = deals_needed(r.game, r.players, str(row.key["a"]))
    found = [Check("deals", r.deals >= needed, f"{r.deals} of {needed}")]
    two = r.players == 2
    low_diff = r.mean_score_diff_ci95[0]
    if row.levels == "hard-easy":
        bar = HARD_TWO_PLAYERS if two else HARD_OVER_FAIR * r.fair_share
        found.append(Check("win rate", r.win_rate >= bar, f"{r.win_rate:.3f} against {bar:.3f}"))
        found.append(Check("score difference above 0", low_diff > 0, f"interval from {low_diff:+.2f}"))
        found.append(_half_edge(row, rows))
        if r.score_ratio is not None and info.lower_is_better:
            ratio = r.score_ratio
            words = f"{ratio:.2f}x, at most {PENALTY_RATIO}x"
            found.append(Check("points against easy's", ratio <= PENALTY_RATIO, words))
    elif row.levels == "hard-random":
        bar = RANDOM_TWO_PLAYERS if two else RANDOM_OVER_FAIR * r.fair_share
        found.append(Check("win rate", r.win_rate >= bar, f"{r.win_rate:.3f} against {bar:.3f}"))
    elif row.levels == "normal-easy":
        found.append(Check("score difference above 0", low_diff > 0, f"interval from {low_diff:+.2f}"))
    return found


def _half_edge(row: KeptRow, rows: Sequence[KeptRow]) -> Check:
    """Hard's edge over the fair share against half the oracle's (module notes)."""
    r = row.result
    fair = r.fair_share
    oracles = [o for o in rows if o.levels == "oracle-easy" and o.kind == row.kind]
    if oracles:
        oracle = max(oracles, key=lambda o: o.result.deals)
        bar = fair + 0.5 * (oracle.result.win_rate - fair)
        source = f"oracle's {oracle.result.win_rate:.3f} over {oracle.result.deals} deals"
    elif r.win_rate >= fair + 0.5 * (1 - fair):
        return Check("half the oracle's edge", True, "holds half of any oracle's edge")
    elif r.whole_games and r.players in get_game(r.game).whole_game_oracle:
        oracle_rate = get_game(r.game).whole_game_oracle[r.players]
        bar = fair + 0.5 * (oracle_rate - fair)
        source = f"oracle's {oracle_rate:.2f} in issue 14's table"
    else:
        return Check("half the oracle's edge", None, "no oracle row to compare")
    return Check("half the oracle's edge", r.win_rate >= bar, f"{r.win_rate:.3f} against {bar:.3f}, from the {source}")


def report(rows: Sequence[KeptRow]) -> list[str]:
    """A Markdown table: one line a row, what it measured and how it stands against its targets."""
    lines = [
        "| game, players | A - B | deals | A's win rate [95% CI] | score difference [95% CI] | targets "
        "| A's iterations a decision | at | keep file |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for row in rows:
        r = row.result
        verdicts = "; ".join(f"{c.target}: {_mark(c.met)} ({c.words})" for c in checks(row, rows))
        unit = "whole games" if r.whole_games else "rounds"
        lo, hi = r.win_rate_ci95
        dlo, dhi = r.mean_score_diff_ci95
        lines.append(
            f"| {_table(row)} | {row.key['a']} - {row.key['b']} | {r.deals} {unit}, seed {row.key['seed']} "
            f"| {r.win_rate:.3f} [{lo:.3f}, {hi:.3f}] | {r.mean_score_diff:+.2f} [{dlo:+.2f}, {dhi:+.2f}] "
            f"| {verdicts} | {_effort(r.iterations_per_decision)} | {row.commit or '?'} | {row.name} |"
        )
    return lines


def _table(row: KeptRow) -> str:
    """'Vazerneiros, 4' and any option not at its default ('negative_rumors=True')."""
    info = get_game(row.key["game"])
    defaults = info.resolve_options()
    changed = [f"{k}={v}" for k, v in row.key["options"].items() if defaults.get(k) != v]
    return ", ".join([f"{info.title}, {row.key['players']}", *changed])


def _effort(iterations: float | None) -> str:
    """A's search iterations a searched decision, the figure that says how far a row's search
    looked (the cores' load thins it: docs/bots.md); "-" where A does not search or the file
    predates the count."""
    return "-" if iterations is None else f"{iterations:,.0f}"


def _mark(met: bool | None) -> str:
    return "yes" if met else "cannot tell" if met is None else "no"
