"""``main.py tournament``: the figures and the fair share, a JSON last line, a progress bar on
stderr, and one line with exit status 2 for bad options."""

from __future__ import annotations

import json
from typing import Any

import pytest

from cli import main

KEYS = {"win_rate", "win_rate_ci95", "mean_score_diff", "mean_score_diff_ci95", "fair_share", "games"}


def test_a_tournament_prints_its_figures_and_ends_with_one_json_object(capsys: Any) -> None:
    argv = ["tournament", "--game", "copas", "--players", "3", "--a", "easy", "--b", "random"]
    assert main([*argv, "--deals", "3", "--seed", "4", "--workers", "1", "--json"]) == 0
    out, err = capsys.readouterr()
    lines = out.strip().splitlines()
    assert lines[0].startswith("Copas, 3 players: easy (A) against random (B), 3 deals played as rounds")
    assert "fair share 0.333" in lines[1] and "95% CI" in lines[1] and "95% CI" in lines[2]
    result = json.loads(lines[-1])
    assert KEYS <= set(result)
    assert result["games"] == 9 and result["fair_share"] == pytest.approx(1 / 3)
    lo, hi = result["win_rate_ci95"]
    assert 0.0 <= lo <= result["win_rate"] <= hi <= 1.0
    dlo, dhi = result["mean_score_diff_ci95"]
    assert dlo <= result["mean_score_diff"] <= dhi
    assert "3/3 deals" in err and "[" in err  # the progress bar


def test_whole_games_and_the_oracle_are_offered(capsys: Any) -> None:
    argv = ["tournament", "--game", "trickster_proposition", "--players", "2", "--a", "random", "--b", "random"]
    assert main([*argv, "--deals", "2", "--games", "--workers", "1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["whole_games"] is True and result["games"] == 4


@pytest.mark.parametrize(
    ("extra", "words"),
    [
        (["--game", "chess", "--players", "2", "--a", "easy", "--b", "easy", "--deals", "4"], "unknown game"),
        (["--game", "copas", "--players", "9", "--a", "easy", "--b", "easy", "--deals", "4"], "not 9"),
        (["--game", "copas", "--players", "4", "--a", "grand", "--b", "easy", "--deals", "4"], "--a: Copas has no 'grand'"),
        (["--game", "copas", "--players", "4", "--a", "easy", "--b", "easy", "--deals", "1"], "at least 2"),
        (["--game", "copas", "--players", "4", "--a", "easy", "--b", "easy", "--deals", "x"], "invalid int"),
        (["--game", "copas", "--players", "4", "--a", "easy", "--deals", "4"], "--b"),
        (["--game", "copas", "--players", "4", "--a", "easy", "--b", "easy", "--deals", "4", "--workers", "0"], "--workers"),
        (["--game", "copas", "--players", "4", "--a", "easy", "--b", "easy", "--deals", "4", "--option", "x"], "KEY=VALUE"),
    ],
)
def test_a_bad_option_is_one_line_and_exit_status_2(capsys: Any, extra: list[str], words: str) -> None:
    assert main(["tournament", *extra]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert len(err.strip().splitlines()) == 1 and words in err and err.startswith("main.py tournament")


def test_the_oracle_is_a_tournament_level_and_not_a_window_one() -> None:
    from rules.ai.base import bot_levels

    assert "oracle" in bot_levels("copas", measuring=True) and "oracle" not in bot_levels("copas")


def test_the_report_gives_a_searching_as_search_effort_and_a_rule_bot_none() -> None:
    import io

    from cli.tournament import print_result
    from rules.ai.tournament import SeatGame, summarise
    from rules.core.registry import get_game

    searched = [[SeatGame(d, s, 0.5, 0.0, (1.0, 1.0), 400 * (d + 1), 2) for s in range(2)] for d in range(2)]
    out = io.StringIO()
    print_result(get_game("copas"), summarise("copas", 2, "hard", "easy", False, searched), out)
    assert "A's search:                300 iterations a decision on average" in out.getvalue()
    plain = [[SeatGame(d, s, 0.5, 0.0, (1.0, 1.0)) for s in range(2)] for d in range(2)]
    out = io.StringIO()
    print_result(get_game("copas"), summarise("copas", 2, "easy", "random", False, plain), out)
    assert "A's search" not in out.getvalue()


def test_the_time_left_is_foreseen_from_the_deals_played_in_this_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """A run that goes on from a keep file holding 160 of 200 deals, 20 s a deal here: after two
    deals, 38 are left, about 760 s, not the 10 s that the kept deals would make of it."""
    import io

    from cli import tournament

    clock = iter([0.0, 0.0, 20.0, 40.0])
    monkeypatch.setattr(tournament.time, "monotonic", lambda: next(clock))
    out = io.StringIO()
    bar = tournament.Progress(out, "Game")
    bar.update(160, 200)
    assert "160/200 deals" in out.getvalue() and "time left not yet known" in out.getvalue()
    bar.update(161, 200)
    bar.update(162, 200)
    last = out.getvalue().split("\r")[-1]
    assert "162/200 deals, 40 s, about 760 s left" in last
    monkeypatch.setattr(tournament.time, "monotonic", lambda: 0.0)
    out = io.StringIO()
    tournament.Progress(out, "Game").update(200, 200)  # a keep file that held every deal
    assert out.getvalue().rstrip().endswith("200/200 deals, 0 s, done")
