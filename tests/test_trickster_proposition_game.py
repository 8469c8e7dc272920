"""The Trickster Proposition: round wins, the alternating first player, the end of the game (the
play-on rule, Ea-Nasir winning), and what each seat may know.

The end-of-game tests script each round's points (``score_round`` is replaced) so every case is
exact; the real scoring is tested on a played round in the rules suite.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules.core.events import Event, GameOver, Notice
from rules.core.registry import get_game
from rules.trickster_proposition import state as state_module
from rules.trickster_proposition.events import EaNasirWinsGame, RoundWon
from rules.trickster_proposition.scoring import game_winner, round_winners
from rules.trickster_proposition.state import TricksterPropositionState

GAME = "trickster_proposition"


def new_game(seed: int = 0, deal: dict[str, Any] | None = None) -> TricksterPropositionState:
    state = get_game(GAME).new_game(2, {}, seed, deal)
    assert isinstance(state, TricksterPropositionState)
    return state


def play_round(state: TricksterPropositionState, rng: random.Random) -> list[Event]:
    """Random legal actions until the round in progress ends; every event of it."""
    start = state.round_no
    events: list[Event] = []
    while not state.is_over() and state.round_no == start:
        seat = state.to_move()[0]
        events.extend(state.apply(seat, rng.choice(state.legal_actions(seat))))
    return events


class Script:
    """A game whose rounds score the scripted (seat 0, seat 1, Ea-Nasir) points."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, rounds: list[tuple[int, int, int]]) -> None:
        points = iter(rounds)
        monkeypatch.setattr(state_module, "score_round", lambda *args: (next(points), ((), (), ())))
        self.state = new_game(3)
        self.rng = random.Random(1)

    def next_round(self) -> list[Event]:
        return play_round(self.state, self.rng)


@pytest.fixture
def scripted(monkeypatch: pytest.MonkeyPatch) -> Any:
    """``scripted(points)``: a ``Script`` playing one round per ``next_round()``."""
    return lambda rounds: Script(monkeypatch, rounds)


def test_round_winners_and_game_winner_rules() -> None:
    assert round_winners((3, 3, -1)) == (0, 1)
    assert round_winners((0, 0, 0)) == (0, 1, 2)
    assert round_winners((-4, -2, -3)) == (1,)
    assert game_winner((1, 1, 1)) is None
    assert game_winner((2, 1, 0)) == 0
    assert game_winner((2, 2, 0)) is None
    assert game_winner((2, 0, 2)) is None
    assert game_winner((3, 2, 2)) == 0
    assert game_winner((0, 1, 2)) == 2


def test_every_tied_top_scorer_wins_the_round(scripted: Any) -> None:
    script = scripted([(4, 4, 1), (1, 1, 1)])
    events = script.next_round()
    assert next(e for e in events if isinstance(e, RoundWon)).winners == (0, 1)
    state = script.state
    assert state.round_wins == [1, 1] and state.ea_round_wins == 0
    events = script.next_round()
    won = next(e for e in events if isinstance(e, RoundWon))
    assert won.winners == (0, 1) and won.ea_nasir
    # Everyone reached 2 together: nobody has more than the others, so play goes on.
    assert state.round_wins == [2, 2] and state.ea_round_wins == 1 and not state.is_over()
    assert any(isinstance(e, Notice) and "play goes on" in e.text for e in events)


def test_the_first_to_two_round_wins_wins(scripted: Any) -> None:
    script = scripted([(5, 0, 0), (0, 5, 0), (5, 0, 0)])
    script.next_round()
    script.next_round()
    state = script.state
    assert not state.is_over()
    events = script.next_round()
    assert state.is_over() and state.round_no == 3
    assert events[-1] == GameOver((0,), (2, 1))
    result = state.result()
    assert result.finished and result.winners == (0,) and result.scores == (2, 1)
    assert result.extra["ea_nasir_wins"] is False
    assert state.legal_actions(0) == [] and state.to_move() == ()


def test_several_reaching_two_together_play_on_until_one_leads(scripted: Any) -> None:
    script = scripted([(5, 5, 0), (5, 5, 0), (3, 3, 0), (0, 2, 1)])
    state = script.state
    for _ in range(3):
        script.next_round()
        assert not state.is_over()
    assert state.round_wins == [3, 3]
    script.next_round()
    assert state.is_over() and state.round_no == 4
    assert state.result().winners == (1,) and state.result().scores == (3, 4)


def test_ea_nasir_can_win_the_game(scripted: Any) -> None:
    script = scripted([(0, 0, 5), (1, 0, 2)])
    script.next_round()
    events = script.next_round()
    state = script.state
    assert state.is_over()
    over = events[-1]
    assert isinstance(over, EaNasirWinsGame) and isinstance(over, GameOver)
    assert over.winners == () and over.ea_nasir_round_wins == 2
    assert "Ea-Nasir wins" in over.describe(lambda s: f"P{s}")
    result = state.result()
    assert result.winners == () and result.extra["ea_nasir_wins"] is True
    assert result.extra["ea_nasir_round_wins"] == 2
    assert result.extra["round_winners"] == [[2], [2]]
    assert state.observation(0).ea_round_wins == 2


def test_ea_nasir_tied_at_two_plays_on_too(scripted: Any) -> None:
    script = scripted([(5, 0, 5), (5, 0, 5), (0, 0, 1)])
    state = script.state
    script.next_round()
    script.next_round()
    assert not state.is_over() and state.round_wins == [2, 0] and state.ea_round_wins == 2
    script.next_round()
    assert state.is_over() and state.result().extra["ea_nasir_wins"] is True


@pytest.mark.parametrize("first", [0, 1])
def test_the_first_player_alternates_every_round(first: int) -> None:
    state = new_game(5, {"first_player": first})
    rng = random.Random(2)
    leaders = []
    while not state.is_over() and state.round_no <= 4:
        leaders.append(state.leader)
        assert state.observation(1).first_player == state.leader
        play_round(state, rng)
    assert leaders[:4] == [first, 1 - first, first, 1 - first][: len(leaders)]
    assert len(leaders) >= 2


# --- what a seat may know -----------------------------------------------------------------------
def test_suits_stay_secret_until_the_end_of_the_game() -> None:
    state = new_game(11)
    rng = random.Random(11)
    while not state.is_over():
        for seat in (0, 1):
            obs = state.observation(seat)
            assert obs.my_suit == state.player_suits[seat]
            assert obs.player_suits[1 - seat] is None and not obs.revealed
            looked = state.bribes[seat]
            assert obs.known == tuple(p for p in state.slot_suits if p[0] == looked)
            assert obs.ea_pile_left == len(state.draw)
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    for seat in (0, 1):
        obs = state.observation(seat)
        assert obs.revealed and obs.phase == "over"
        assert obs.known == state.slot_suits and obs.player_suits == state.player_suits
        assert len(obs.ea_pile) == 10 and obs.ea_pile_left == 0


def test_a_sampled_state_deals_the_hidden_suits_afresh() -> None:
    """The other seat's suit and the unlooked slots are guessed, not copied from the truth."""
    state = new_game(4)
    obs = state.observation(0)
    rng = random.Random(0)
    guesses = set()
    for _ in range(60):
        sampled = TricksterPropositionState.sample_from(obs, rng)
        assert sampled.observation(0) == obs
        assert sampled.player_suits[0] == state.player_suits[0]
        guesses.add((sampled.player_suits[1], sampled.slot_suits))
    assert len(guesses) == 6  # three suits left for three hidden places: every order appears


def test_a_sampled_state_keeps_what_a_bribe_showed_and_the_other_players_voids() -> None:
    rng = random.Random(9)
    checked = 0
    for seed in range(60):
        state = new_game(seed)
        play = random.Random(seed)
        while not state.is_over() and state.round_no == 1:
            seat = state.to_move()[0]
            state.apply(seat, play.choice(state.legal_actions(seat)))
            if state.bribes[0] is None or state.phase != "play":
                continue
            obs = state.observation(0)
            sampled = TricksterPropositionState.sample_from(obs, rng)
            assert dict(sampled.slot_suits)[state.bribes[0]] == dict(state.slot_suits)[state.bribes[0]]
            for t in obs.history:
                led = t.plays[0][1].suit
                if t.leader == 0 and t.bribe is None and t.plays[1][1].suit != led:
                    assert all(c.suit != led for c in sampled.hands[1])
                    checked += 1
    assert checked > 20
