"""What a hint says a Trickster Proposition move does (rules/trickster_proposition/hint.py): the
trick, the bribe, the sorting and what the cards are worth as far as the seat knows; and that what
it claims about the trick comes true."""

from __future__ import annotations

import random

from rules.ai.hint import suggest
from rules.core.registry import get_game
from rules.trickster_proposition.hint import move_reason
from rules.trickster_proposition.state import TricksterPropositionState
from tests.test_trickster_proposition_deals import act, new_state

WINNER_SORTS = "the other player then gives one of the three cards to Ea-Nasir and you keep one of the two left."
LOSER_SORTS = "you then give one of the three cards to Ea-Nasir and take the one the other player leaves."


def _reason(state: TricksterPropositionState, seat: int, text: str) -> str:
    return move_reason(state.observation(seat), state.parse_action(text))


def test_a_round_told_move_by_move() -> None:
    # Stars are out; seat 0 holds Bulls, seat 1 Fish; Moons are great, Palms bad (the shared deal).
    state = new_state()
    assert _reason(state, 0, "play 7B") == (
        f"No higher Bull is still out, so the trick is yours whatever the other player does; {WINNER_SORTS}"
    )
    assert _reason(state, 0, "play 3F") == (
        "4 higher Fish still out: the other player may take this trick, or bribe and lose it."
    )
    act(state, 0, "play 3F")
    assert _reason(state, 1, "play 4F") == f"It beats the 3 of Fish: the trick is yours, and {WINNER_SORTS}"
    assert _reason(state, 1, "bribe 4B great") == (
        "Your one bribe this round: you lose this trick with the 4 of Bulls and see which suit is great "
        "copper (+3 a card); you choose the card Ea-Nasir gets and lead the next trick."
    )
    act(state, 1, "bribe 4B great")
    # Seat 1 knows its own Fish, and now that Moons are great; not seat 0's Bulls, nor the bad Palms.
    assert _reason(state, 1, "give 1P") == (
        "Ea-Nasir gets the 1 of Palms; the other player keeps one of the 3 of Fish (your suit, +1 to you) "
        "and the 4 of Bulls, and you take the other."
    )
    act(state, 1, "give 1P")
    assert _reason(state, 0, "keep 4B") == (
        "You keep the 4 of Bulls (your suit, +1 to you), and the other player takes the 3 of Fish."
    )
    assert _reason(state, 0, "keep 3F") == (
        "You keep the 3 of Fish, and the other player takes the 4 of Bulls (your suit, +2 to the other player)."
    )
    act(state, 0, "keep 3F")
    # The briber leads; seat 0 must follow Fish, and may bribe only at the slot left.
    act(state, 1, "play 5F")
    assert _reason(state, 0, "play 2F") == f"It stays under the 5 of Fish: the trick is the other player's, and {LOSER_SORTS}"
    assert _reason(state, 0, "bribe 1M bad") == (
        "Your one bribe this round (the other player's went to the great slot): you lose this trick with "
        "the 1 of Moons and see which suit is bad copper (-4 a card); you choose the card Ea-Nasir gets "
        "and lead the next trick."
    )


def test_what_a_move_says_of_the_trick_comes_true() -> None:
    """Random games: a card said to take the trick takes it, one said to lose it loses it."""
    info = get_game("trickster_proposition")
    rng = random.Random(5)
    checked = last_tricks = 0
    for seed in range(6):
        state = info.new_game(2, {}, seed=seed)
        while not state.is_over():
            (seat,) = state.to_move()
            obs = state.observation(seat)
            for action in obs.legal_actions:
                text = move_reason(obs, action)
                assert text[0].isupper() or text[0].isdigit(), text
                assert text.endswith(".") and "  " not in text and "((" not in text, text
                if obs.bribes[1 - seat] is not None:  # the other player's one bribe is spent
                    assert "or bribe" not in text, text
                if obs.trick_no == 9:  # the round's last trick: nothing comes next
                    assert "next trick" not in text, text
                    last_tricks += 1
            action = obs.legal_actions[rng.randrange(len(obs.legal_actions))]
            text = move_reason(obs, action)
            takes = "the trick is yours" in text
            loses = "the trick is the other player's" in text or text.startswith("Your one bribe")
            done = len(obs.history)
            state.apply(seat, action)
            now = state.observation(seat)
            if (takes or loses) and now.round_no == obs.round_no:
                while len(now.history) == done:  # the sorting still to come
                    (mover,) = state.to_move()
                    state.apply(mover, state.legal_actions(mover)[0])
                    now = state.observation(seat)
                    if now.round_no != obs.round_no:
                        break
                else:
                    assert (now.history[done].winner == seat) == takes, text
                    checked += 1
    assert checked > 100 and last_tricks > 20


def test_the_hint_leads_with_what_the_move_does() -> None:
    state = new_state()
    obs = state.observation(0)
    hint = suggest("trickster_proposition", obs, seed=3, seconds=None, iterations=40)
    assert hint.why.startswith(move_reason(obs, hint.action) + " ")
    assert "trial games the hard bot played from here" in hint.why
