"""``main.py compare``: two keep files of the same deals, compared deal by deal."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cli import main
from rules.ai.paired import compare, compare_files
from rules.ai.tournament import SeatGame, mean_ci95
from rules.ai.tournament_keep import KeepFileError, keep_deal, tournament_key


def _keep(
    path: Path, wins: dict[int, float], *, a: str = "hard", players: int = 4, seed: int = 21, diff: float = 1.0
) -> Path:
    """A Tavern Tricks keep file: deal d's rotations win ``wins[d]`` each, with score difference
    ``diff + wins[d]``; each of A's games searched 10 decisions of 100 iterations each."""
    key = tournament_key("tavern_tricks", players, a, "easy", seed, False, {})
    for d, win in wins.items():
        keep_deal(path, key, [SeatGame(d, s, win, diff + win, (0.0,) * players, 1000, 10) for s in range(players)])
    return path


def test_the_difference_is_taken_deal_by_deal_over_the_deals_both_played(tmp_path: Path) -> None:
    new = _keep(tmp_path / "new.jsonl", {0: 1.0, 1: 0.5, 2: 0.25, 3: 0.0, 9: 1.0})
    base = _keep(tmp_path / "base.jsonl", {0: 0.5, 1: 0.5, 2: 0.0, 3: 0.0, 7: 0.0}, diff=2.0)
    p = compare_files(new, base)
    assert p.deals == 4  # deals 9 and 7 are each in one file only
    assert p.new_win_rate == pytest.approx(1.75 / 4) and p.base_win_rate == pytest.approx(1.0 / 4)
    assert p.win_rate_diff == pytest.approx(0.1875)
    assert p.win_rate_diff_ci95 == pytest.approx(mean_ci95([0.5, 0.0, 0.25, 0.0])[1])
    assert p.score_diff_diff == pytest.approx(0.1875 - 1.0)
    assert p.new_iterations == pytest.approx(100.0)


def test_pairing_cancels_the_luck_of_the_deal() -> None:
    """Two rows whose deals swing wildly but which differ by the same amount on each deal: the
    paired interval is narrow where each row's own would be wide."""
    swings = [0.0, 1.0, 0.1, 0.9, 0.2, 0.8]

    def row(shift: float) -> dict[int, list[SeatGame]]:
        return {d: [SeatGame(d, 0, w + shift, 0.0, (0.0, 0.0))] for d, w in enumerate(swings)}

    p = compare("new", row(0.05), "base", row(0.0))
    assert p.win_rate_diff == pytest.approx(0.05)
    assert p.win_rate_diff_ci95 == pytest.approx((0.05, 0.05))
    assert p.new_win_rate - p.base_win_rate == pytest.approx(0.05)


def test_rows_of_other_deals_are_refused(tmp_path: Path) -> None:
    base = _keep(tmp_path / "base.jsonl", {0: 1.0, 1: 0.0})
    with pytest.raises(KeepFileError, match="players differ"):
        compare_files(_keep(tmp_path / "five.jsonl", {0: 1.0, 1: 0.0}, players=5), base)
    with pytest.raises(KeepFileError, match="seed differ"):
        compare_files(_keep(tmp_path / "seed.jsonl", {0: 1.0, 1: 0.0}, seed=5), base)
    with pytest.raises(KeepFileError, match="share 1 deal"):
        compare_files(_keep(tmp_path / "apart.jsonl", {1: 1.0, 2: 0.0}), base)
    # Another level for A plays the same deals: that comparison is allowed.
    assert compare_files(_keep(tmp_path / "normal.jsonl", {0: 1.0, 1: 0.0}, a="normal"), base).deals == 2


def test_the_command_prints_the_comparison_and_refuses_what_it_cannot_read(tmp_path: Path, capsys: Any) -> None:
    new = _keep(tmp_path / "new.jsonl", {0: 1.0, 1: 1.0, 2: 0.75})
    base = _keep(tmp_path / "base.jsonl", {0: 0.0, 1: 0.25, 2: 0.0})
    assert main(["compare", str(new), str(base), "--json"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "3 deals both played: new.jsonl against base.jsonl"
    assert "verdict: better" in out[-2]
    assert json.loads(out[-1])["win_rate_diff"] == pytest.approx(2.5 / 3)
    assert main(["compare", str(base), str(new)]) == 0
    assert "verdict: worse" in capsys.readouterr().out
    assert main(["compare", str(new), str(tmp_path / "missing.jsonl")]) == 2
    assert "missing.jsonl is not a file" in capsys.readouterr().err
    (tmp_path / "junk.jsonl").write_text("not json\n", encoding="utf-8")
    assert main(["compare", str(new), str(tmp_path / "junk.jsonl")]) == 2
    assert "junk.jsonl is not a tournament's keep file" in capsys.readouterr().err


def test_a_own_score_is_paired_with_each_rows_ratio_over_a_b_seats() -> None:
    """Copas' penalty target reads A's points against a B seat's on the same deals: A's own score
    is paired deal by deal, and each row gives its ratio."""

    def row(own: list[float], other: float) -> dict[int, list[SeatGame]]:
        return {
            d: [SeatGame(d, s, 0.0, 0.0, tuple(points if t == s else other for t in range(2))) for s in range(2)]
            for d, points in enumerate(own)
        }

    p = compare("new", row([1.0, 3.0, 2.0], 4.0), "base", row([2.0, 4.0, 2.0], 4.0))
    assert (p.new_score, p.base_score) == (pytest.approx(2.0), pytest.approx(8 / 3))
    assert p.score_change == pytest.approx(-2 / 3)
    assert p.score_change_ci95 == pytest.approx(mean_ci95([-1.0, -1.0, 0.0])[1])
    assert p.new_score_ratio == pytest.approx(0.5) and p.base_score_ratio == pytest.approx(2 / 3)
    zero = compare("new", row([1.0, 1.0], 0.0), "base", row([1.0, 2.0], 0.0))
    assert zero.new_score_ratio is None  # a B seat scored nothing: no ratio


def test_the_command_says_a_own_score_and_its_ratio(tmp_path: Path, capsys: Any) -> None:
    key = tournament_key("copas", 4, "hard", "easy", 11, False, {})
    for name, own in (("new", 1.0), ("base", 2.0)):
        for d in range(3):
            games = [SeatGame(d, s, 0.0, 0.0, tuple(own + d if t == s else 3.0 for t in range(4))) for s in range(4)]
            keep_deal(tmp_path / f"{name}.jsonl", key, games)
    assert main(["compare", str(tmp_path / "new.jsonl"), str(tmp_path / "base.jsonl"), "--json"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "A's own score: 2.00 against 3.00 a game, paired difference -1.00 [-1.00, -1.00]" in out[3]
    assert out[3].endswith("over a B seat's: 0.67x against 1.00x")
    assert json.loads(out[-1])["score_change"] == pytest.approx(-1.0)
