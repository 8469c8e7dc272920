"""``main.py belief``: the share of the other seats' cards a deal puts in the right hand,
through the game's reading and uniformly."""

from __future__ import annotations

import json
from typing import Any

import pytest

from cli import main
from rules.ai.belief_check import check_belief
from rules.core.registry import all_games, get_game


@pytest.mark.parametrize("game_id", list(all_games()))
def test_every_game_is_checked_and_the_shares_are_shares(game_id: str) -> None:
    info = get_game(game_id)
    check = check_belief(game_id, info.bench_players, 2, seed=1, samples=3)
    assert check.decisions == sum(s.decisions for s in check.stages) > 0
    assert 0.0 <= check.uniform <= 1.0
    assert (check.belief is None) == (info.belief is None)
    for stage in check.stages:
        assert 0.0 <= stage.uniform <= 1.0 and (stage.belief is None or 0.0 <= stage.belief <= 1.0)
    assert [s.finished for s in check.stages] == sorted({s.finished for s in check.stages})


def test_the_deals_drawn_do_not_change_the_rounds_played() -> None:
    """The games come from the seed alone: more deals a decision measure the same decisions."""
    few, more = (check_belief("tavern_tricks", 4, 2, seed=3, samples=k) for k in (2, 5))
    assert [(s.finished, s.decisions) for s in few.stages] == [(s.finished, s.decisions) for s in more.stages]


def test_the_reading_deals_closer_to_the_truth_than_a_uniform_deal_in_tavern_tricks() -> None:
    """Easy bots play by the habits the reading reads, so its deals are nearer the true one
    after a few tricks (0.26 against 0.19 over 20 rounds, README)."""
    check = check_belief("tavern_tricks", 5, 6, seed=2, samples=8)
    late = [s for s in check.stages if 3 <= s.finished <= 6]
    assert late
    assert all(s.belief is not None and s.belief > s.uniform for s in late)
    assert check.belief is not None and check.belief > check.uniform


def test_the_command_prints_the_figures_and_refuses_bad_options(capsys: Any) -> None:
    assert main(["belief", "--game", "copas", "--players", "4", "--rounds", "2", "--samples", "2", "--json"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("Copas, 4 players, seat 0 in the first round of 2 easy-bot games")
    assert "through the reading" in out[1] and "uniform" in out[1]
    figures = json.loads(out[-1])
    assert figures["rounds"] == 2 and figures["belief"] is not None
    assert main(["belief", "--game", "trickster_proposition", "--players", "2", "--rounds", "1"]) == 0
    assert "no reading of the plays" in capsys.readouterr().out
    assert main(["belief", "--game", "copas", "--players", "9"]) == 2
    assert "not 9" in capsys.readouterr().err
    assert main(["belief", "--game", "copas", "--players", "4", "--rounds", "0"]) == 2
    assert "at least 1" in capsys.readouterr().err
