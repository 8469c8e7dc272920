"""The duplicate-deal tournament: seat rotation, scoring, confidence intervals, its JSON."""

from __future__ import annotations

import math

import pytest

from rules.ai.tournament import SeatGame, deal_seed, mean_ci95, run_tournament, summarise

JSON_KEYS = {"win_rate", "win_rate_ci95", "mean_score_diff", "mean_score_diff_ci95", "fair_share", "games"}


def test_random_against_random_wins_its_fair_share() -> None:
    result = run_tournament("copas", 4, "random", "random", 16, seed=3)
    assert result.games == 64
    assert result.fair_share == 0.25
    lo, hi = result.win_rate_ci95
    assert lo <= 0.25 <= hi
    lo, hi = result.mean_score_diff_ci95
    assert lo <= 0.0 <= hi
    data = result.to_json()
    assert JSON_KEYS <= set(data)
    assert len(data["win_rate_ci95"]) == 2 and len(data["mean_score_diff_ci95"]) == 2


def test_a_sits_in_every_seat_of_every_deal() -> None:
    result = run_tournament("trickster_proposition", 2, "easy", "random", 3, seed=1)
    by_deal: dict[int, list[int]] = {}
    for game in result.seat_games:
        by_deal.setdefault(game.deal, []).append(game.seat)
    assert by_deal == {0: [0, 1], 1: [0, 1], 2: [0, 1]}
    assert len({deal_seed(1, d) for d in range(3)}) == 3


def test_a_deal_is_one_round_or_a_whole_game() -> None:
    one_round = run_tournament("tavern_tricks", 3, "random", "random", 2, seed=0)
    whole = run_tournament("tavern_tricks", 3, "random", "random", 2, seed=0, whole_games=True)
    assert not one_round.whole_games and whole.whole_games
    assert one_round.seat_games != whole.seat_games


def test_lower_scores_win_in_copas_and_the_difference_is_turned() -> None:
    result = run_tournament("copas", 4, "easy", "random", 2, seed=5)
    for game in result.seat_games:
        others = [s for i, s in enumerate(game.scores) if i != game.seat]
        best = min(game.scores)
        if game.scores[game.seat] > best:
            assert game.win == 0.0
        else:
            assert game.win == pytest.approx(1.0 / game.scores.count(best))
        assert game.score_diff == pytest.approx(sum(others) / len(others) - game.scores[game.seat])


def test_ties_split_the_win_and_the_intervals_follow_the_deals() -> None:
    games = [
        [SeatGame(0, 0, 1.0, 2.0, (3, 1)), SeatGame(0, 1, 0.5, 0.0, (2, 2))],
        [SeatGame(1, 0, 0.0, -1.0, (1, 2)), SeatGame(1, 1, 0.5, 1.0, (4, 5))],
    ]
    result = summarise("assassins_trick", 2, "a", "b", True, games)
    assert result.win_rate == pytest.approx(0.5)
    assert result.mean_score_diff == pytest.approx(0.5)
    assert result.games == 4
    lo, hi = result.win_rate_ci95
    assert lo == 0.0 and hi == 1.0  # clamped to what a rate can be
    assert result.mean_score_a == pytest.approx((3 + 2 + 1 + 5) / 4)  # A's seat in each game
    assert result.mean_score_b == pytest.approx((1 + 2 + 2 + 4) / 4)  # the other seat
    assert result.score_ratio == pytest.approx(11 / 9)


def test_copas_mean_penalties_are_the_seats_own() -> None:
    result = run_tournament("copas", 4, "easy", "random", 2, seed=5)
    games = result.seat_games
    assert result.mean_score_a == pytest.approx(sum(g.scores[g.seat] for g in games) / len(games))
    b = [s for g in games for i, s in enumerate(g.scores) if i != g.seat]
    assert result.mean_score_b == pytest.approx(sum(b) / len(b))
    assert result.score_ratio is not None and result.score_ratio < 1.0  # easy takes fewer Cups than random
    assert result.to_json()["score_ratio"] == result.score_ratio


def test_mean_ci95_uses_students_t() -> None:
    mean, (lo, hi) = mean_ci95([1.0, 2.0, 3.0])
    assert mean == 2.0
    assert hi - mean == pytest.approx(4.303 * 1.0 / math.sqrt(3))
    assert mean_ci95([1.0] * 50)[1] == (1.0, 1.0)
    with pytest.raises(ValueError):
        run_tournament("copas", 4, "random", "random", 1)


def test_two_processes_give_the_same_result() -> None:
    one = run_tournament("trickster_proposition", 2, "random", "random", 4, seed=2)
    two = run_tournament("trickster_proposition", 2, "random", "random", 4, seed=2, workers=2)
    assert one == two


def test_a_searching_a_counts_its_iterations_and_a_rule_bot_none() -> None:
    """The search effort a report gives: exactly the iterations of each searched decision (a
    fixed count here), only moves left out; nothing where A does not search."""
    from rules.ai.search import SearchSpec

    result = run_tournament("copas", 3, SearchSpec(iterations=12), "easy", 2, seed=6)
    assert all(g.a_searched > 0 and g.a_iterations == 12 * g.a_searched for g in result.seat_games)
    assert result.iterations_per_decision == 12.0
    assert result.to_json()["a_iterations_per_decision"] == 12.0
    rules_only = run_tournament("copas", 3, "easy", "random", 2, seed=6)
    assert rules_only.iterations_per_decision is None
    assert all(g.a_searched == 0 for g in rules_only.seat_games)
