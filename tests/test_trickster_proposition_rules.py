"""The Trickster Proposition: one round of the fixed deal played by hand, a ruling per test.

Seat 0 holds Bulls, seat 1 Fish; Moons are great, Palms bad; Stars are out (see the deals file).
"""

from __future__ import annotations

from typing import Any

import pytest

from rules.core.errors import IllegalAction
from rules.core.events import GameOver, RoundScored, TrickWon
from rules.trickster_proposition.actions import Bribe
from rules.trickster_proposition.events import (
    Bribed,
    CardGiven,
    CardKept,
    CardLeft,
    EaNasirTurnsUp,
    RoundRevealed,
    RoundWon,
    SlotPeeked,
)
from rules.trickster_proposition.scoring import copper_points
from rules.trickster_proposition.state import TricksterPropositionState
from tests.test_trickster_proposition_deals import act, new_state

# The whole first round, trick by trick: (seat, action). Ea-Nasir turns up 1P, 2P, ... 7P, 7F, 6M.
ROUND = [
    # 1: 0 leads, 1 wins with a higher Bull; the loser gives, the winner keeps, the loser takes the last
    [(0, "play 1B"), (1, "play 4B"), (0, "give 1P"), (1, "keep 4B")],
    # 2: 0 could follow Fish but bribes with a Moon, looking at the great slot; 1 wins
    [(1, "play 5F"), (0, "bribe 1M great"), (0, "give 2P"), (1, "keep 5F")],
    # 3: the briber leads; 1 wins, so 1 leads next
    [(0, "play 2B"), (1, "play 5B"), (0, "give 3P"), (1, "keep 5B")],
    # 4: 0 wins with the 7 of Bulls
    [(1, "play 6B"), (0, "play 7B"), (1, "give 4P"), (0, "keep 7B")],
    # 5: 1 is void in Bulls and bribes second: only the bad slot is left to it
    [(0, "play 3B"), (1, "bribe 4F bad"), (1, "give 5P"), (0, "keep 3B")],
    # 6: the briber leads; 0 has bribed already and must follow Fish
    [(1, "play 6F"), (0, "play 1F"), (0, "give 6P"), (1, "keep 6F")],
    [(1, "play 3M"), (0, "play 2M"), (0, "give 7P"), (1, "keep 3M")],
    [(1, "play 4M"), (0, "play 2F"), (0, "give 4M"), (1, "keep 7F")],
    [(1, "play 5M"), (0, "play 3F"), (0, "give 6M"), (1, "keep 5M")],
]


def after(tricks: int, steps: int = 0) -> TricksterPropositionState:
    """The fixed deal after ``tricks`` whole tricks of ``ROUND`` and ``steps`` more actions."""
    state = new_state()
    for trick in ROUND[:tricks]:
        for seat, text in trick:
            act(state, seat, text)
    for seat, text in ROUND[tricks][:steps] if steps else ():
        act(state, seat, text)
    return state


def codes(cards: Any) -> list[str]:
    return [c.code for c in cards]


def bribes_in(actions: Any) -> list[Bribe]:
    return [a for a in actions if isinstance(a, Bribe)]


# --- a trick ------------------------------------------------------------------------------------
def test_ea_nasir_turns_up_his_top_card_before_the_leader_plays() -> None:
    state = new_state()
    assert [type(e) for e in state.opening_events()][-1] is EaNasirTurnsUp
    obs = state.observation(0)
    assert obs.ea_card is not None and obs.ea_card.code == "1P" and obs.ea_pile_left == 9
    assert obs.trick == () and obs.to_move == (0,) and obs.phase == "play"


def test_the_follower_must_follow_the_leaders_suit() -> None:
    state = after(0, 1)
    plays = [str(a) for a in state.legal_actions(1) if not isinstance(a, Bribe)]
    assert plays == ["play 4B", "play 5B", "play 6B"]
    with pytest.raises(IllegalAction, match="follow Bulls"):
        act(state, 1, "play 4F")


def test_ea_nasirs_card_neither_wins_nor_sets_the_suit() -> None:
    """Ea-Nasir's 7 of Bulls is the highest Bull of the trick, yet the player's 4 wins it; his
    7 of Fish next trick does not make the follower play Fish."""
    deal = {
        "removed_suit": "S",
        "first_player": 0,
        "rounds": [
            {
                "hands": [
                    ["1B", "2B", "3B", "1F", "2F", "3F", "1M", "2M", "1P"],
                    ["4B", "5B", "6B", "4F", "5F", "6F", "3M", "4M", "5M"],
                ],
                "ea_pile": ["7B", "7F", "2P", "3P", "4P", "5P", "6P", "7P", "6M", "7M"],
                "suits": {"players": ["B", "F"], "great": "M", "bad": "P"},
            }
        ],
    }
    state = new_state(deal)
    act(state, 0, "play 1B")
    events = act(state, 1, "play 4B")
    assert [e.seat for e in events if isinstance(e, TrickWon)] == [1]
    for seat, text in [(0, "give 7B"), (1, "keep 4B")]:
        act(state, seat, text)
    assert state.ea_card is not None and state.ea_card.code == "7F"
    act(state, 1, "play 3M")
    plays = [str(a) for a in state.legal_actions(0) if not isinstance(a, Bribe)]
    assert plays == ["play 1M", "play 2M"]


def test_sorting_the_loser_gives_then_the_winner_keeps_then_the_loser_takes_the_last() -> None:
    state = after(0, 2)
    obs = state.observation(0)
    assert obs.phase == "give" and obs.loser == 0 and obs.winner == 1 and obs.to_move == (0,)
    assert codes(obs.sorting) == ["1P", "1B", "4B"]  # Ea-Nasir's card, then the two played
    assert [str(a) for a in obs.legal_actions] == ["give 1P", "give 1B", "give 4B"]
    with pytest.raises(IllegalAction, match="loser"):
        act(state, 1, "give 1P")
    with pytest.raises(IllegalAction, match="loser gives"):
        act(state, 1, "keep 4B")
    assert act(state, 0, "give 1P") == [CardGiven(0, state.ea_won[-1])]
    assert codes(state.ea_won) == ["1P"]
    obs = state.observation(1)
    assert obs.phase == "keep" and obs.to_move == (1,) and codes(obs.sorting) == ["1B", "4B"]
    with pytest.raises(IllegalAction, match="winner"):
        act(state, 0, "keep 1B")
    with pytest.raises(IllegalAction, match="not one of the two cards"):
        act(state, 1, "keep 1P")
    events = act(state, 1, "keep 4B")
    assert [(type(e), e.seat, e.card.code) for e in events[:2]] == [(CardKept, 1, "4B"), (CardLeft, 0, "1B")]
    assert codes(state.piles[1]) == ["4B"] and codes(state.piles[0]) == ["1B"]


def test_sorting_is_public() -> None:
    state = after(1)
    for seat in (0, 1):
        obs = state.observation(seat)
        assert codes(obs.piles[0]) == ["1B"] and codes(obs.piles[1]) == ["4B"]
        assert codes(obs.ea_pile) == ["1P"]
        (done,) = obs.history
        assert (done.given.code, done.kept.code, done.left.code) == ("1P", "4B", "1B")


def test_the_winner_leads_the_next_trick() -> None:
    state = after(1)
    assert state.leader == 1 and state.to_move() == (1,)
    assert state.ea_card is not None and state.ea_card.code == "2P"


# --- bribes -------------------------------------------------------------------------------------
def test_the_leader_may_not_bribe() -> None:
    state = new_state()
    assert bribes_in(state.legal_actions(0)) == []
    with pytest.raises(IllegalAction, match="leader"):
        act(state, 0, "bribe 1B great")


def test_a_follower_may_bribe_even_when_it_could_follow() -> None:
    state = after(1, 1)
    assert any(str(a) == "bribe 1M great" for a in state.legal_actions(0))
    events = act(state, 0, "bribe 1M great")
    kinds = [type(e).__name__ for e in events]
    assert kinds == ["Bribed", "CardPlayed", "TrickWon", "SlotPeeked"]
    assert events[0] == Bribed(0, "great")
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.seat == 1  # the leader wins a bribed trick
    peek = events[-1]
    assert peek == SlotPeeked(0, "great", "M") and peek.visible_to == frozenset({0})
    assert Bribed(0, "great").visible_to is None


def test_a_bribe_loses_the_trick_even_with_the_higher_card() -> None:
    state = after(2, 1)  # 0 led the 2 of Bulls
    events = act(state, 1, "bribe 5B bad")
    assert next(e for e in events if isinstance(e, TrickWon)).seat == 0
    assert state.observation(0).loser == 1 and state.to_move() == (1,)


def test_the_slot_looked_at_is_public_but_its_suit_is_private() -> None:
    state = after(2)
    mine, theirs = state.observation(0), state.observation(1)
    assert mine.bribes == theirs.bribes == ("great", None)
    assert mine.known == (("great", "M"),)
    assert theirs.known == ()
    assert theirs.player_suits == (None, "F") and mine.player_suits == ("B", None)
    assert done_bribe(state) == "great"


def done_bribe(state: TricksterPropositionState) -> str | None:
    return state.history[-1].bribe


def test_the_briber_leads_the_next_trick_though_it_lost() -> None:
    state = after(2)
    assert state.history[-1].winner == 1
    assert state.leader == 0 and state.to_move() == (0,)


def test_the_briber_leads_only_the_next_trick() -> None:
    state = after(3)  # 0 led trick 3 after its bribe, and 1 won it
    assert state.leader == 1 and state.to_move() == (1,)


def test_the_second_briber_may_only_look_at_the_other_slot() -> None:
    state = after(4, 1)
    offered = bribes_in(state.legal_actions(1))
    assert offered and {b.slot for b in offered} == {"bad"}
    with pytest.raises(IllegalAction, match="only look at the other one"):
        act(state, 1, "bribe 4F great")
    events = act(state, 1, "bribe 4F bad")
    assert SlotPeeked(1, "bad", "P") in events
    assert state.observation(1).known == (("bad", "P"),)
    assert state.observation(0).known == (("great", "M"),)


def test_a_player_bribes_at_most_once_a_round() -> None:
    state = after(5, 1)
    assert bribes_in(state.legal_actions(0)) == []
    with pytest.raises(IllegalAction, match="already bribed"):
        act(state, 0, "bribe 1F bad")


def test_bribes_are_offered_again_next_round() -> None:
    state = after(9)
    assert state.round_no == 2 and state.bribes == [None, None]
    follower = 1 - state.leader
    act(state, state.leader, str(state.legal_actions(state.leader)[0]))
    assert {b.slot for b in bribes_in(state.legal_actions(follower))} == {"great", "bad"}


# --- the end of a round -------------------------------------------------------------------------
def test_ea_nasirs_last_card_stays_hidden_until_the_end_of_the_round() -> None:
    state = after(8, 3)
    last = state.draw[0]
    assert last.code == "7M" and len(state.draw) == 1
    for seat in (0, 1):
        assert last in state.hidden_cards(seat)
        obs = state.observation(seat)
        assert obs.ea_pile_left == 1 and last not in obs.ea_pile


def test_the_round_ends_with_ea_nasirs_last_card_and_the_revelation() -> None:
    state = after(8, 3)
    events = act(state, 1, "keep 5M")
    revealed = next(e for e in events if isinstance(e, RoundRevealed))
    assert revealed.ea_last.code == "7M"
    assert revealed.slots == (("great", "M"), ("bad", "P")) and revealed.player_suits == ("B", "F")
    ea = state.result().extra
    assert ea["ea_nasir_points"] == [-19]


def test_scoring_a_round_ea_nasir_included() -> None:
    """Seat 0: 4 Bulls (own) +4, 3 Fish (opponent's) +6, 2 Moons (great) +6 = 16. Seat 1: 3 Bulls
    (opponent's) +6, 4 Fish (own) +4, 2 Moons +6 = 16. Ea-Nasir: 7 Palms (bad) -28, 3 Moons +9 = -19."""
    state = after(8, 3)
    events = act(state, 1, "keep 5M")
    result = state.result().rounds[0]
    # The score sheet counts round wins, Ea-Nasir's in his own column: both seats tied at the top.
    assert result.points == (1, 1, 0)
    assert result.extra_columns == ("Ea-Nasir",)
    assert result.roles == ("Suit: Bulls", "Suit: Fish")
    labels = [[(i.label, i.count, i.points) for i in items] for items in result.breakdown]
    per_quality = [("Great copper: Moons", 2, 6), ("Opponent's suit", 3, 6), ("Own suit", 4, 4)]
    assert labels[0] == labels[1] == [*per_quality, ("Copper points", 1, 16)]
    assert labels[2] == [("Great copper: Moons", 3, 9), ("Bad copper: Palms", 7, -28), ("Copper points", 1, -19)]
    assert copper_points(result) == (16, 16, -19)
    assert state.result().extra["copper_points"] == [[16, 16, -19]]
    assert state.result().extra["ea_nasir_breakdown"][0] == [
        {"label": "Great copper: Moons", "count": 3, "points": 9},
        {"label": "Bad copper: Palms", "count": 7, "points": -28},
    ]
    assert state.result().to_json()["rounds"] == [[1, 1, 0]]
    assert state.round_points == ((16, 16, -19),)
    won = next(e for e in events if isinstance(e, RoundWon))
    assert won == RoundWon(1, (16, 16, -19), (0, 1), False)
    scored = next(e for e in events if isinstance(e, RoundScored))
    assert scored.points == (1, 1) and scored.totals == (1, 1)
    assert not any(isinstance(e, GameOver) for e in events)


def test_tied_top_scorers_all_win_the_round_and_the_first_player_alternates() -> None:
    state = after(9)
    assert state.round_wins == [1, 1] and state.ea_round_wins == 0
    assert state.round_no == 2 and state.leader == 1 and state.observation(0).first_player == 1
    assert state.observation(0).round_points == ((16, 16, -19),)
    assert state.observation(0).scores == (1, 1)
    assert state.piles == [[], []] and state.ea_won == [] and state.history == []
