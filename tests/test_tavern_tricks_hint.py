"""What a hint says a Tavern Tricks move does (rules/tavern_tricks/hint.py): the pass, the stake,
whether a card takes the trick under the dice as they stand and what the trick brings; and that
what it claims about the trick comes true."""

from __future__ import annotations

import random
import re
from collections import Counter
from typing import Any

import pytest

from rules.ai.hint import suggest
from rules.core.events import TrickOutcome
from rules.core.registry import get_game
from rules.tavern_tricks.actions import play_choice
from rules.tavern_tricks.events import GOES_TEXT, StakesTaken, TieBreak, TrickTied
from rules.tavern_tricks.hint import HELPER_WORDS, move_reason
from rules.tavern_tricks.trick_outcomes import threats
from rules.tavern_tricks.observation import TRICK_PHASE
from rules.tavern_tricks.primacy import Play, trick_winner
from rules.tavern_tricks.state import TavernTricksState
from tests.test_tavern_tricks_helpers import act, new_state

# Seat 0 deals, seat 1 leads; the coin says left. Seat 1 keeps both Dragons and ends up seeing
# every Bow and Fates: seat 0 passes it the third Bow and the second Fates. The dice: Human, Sword.
HANDS = [
    ["33", "5", "22", "13", "OCROWN1", "BOW3", "FATES2", "30"],
    ["ODRAGON", "CDRAGON", "BOW1", "BOW2", "FATES1", "1", "2", "4"],
    ["14", "23", "10", "SHIELD1", "THIEF1", "9", "11", "12"],
]
PASSES = {0: "pass BOW3 FATES2 30", 1: "pass 1 2 4", 2: "pass 9 11 12"}
CANNOT = "the trick cannot be yours."
UNDER_DRAGON = "It stays under the Order Dragon"


def _reason(state: TavernTricksState, seat: int, text: str) -> str:
    return move_reason(state.observation(seat), state.parse_action(text))


def _table() -> TavernTricksState:
    """The hand dealt as ``HANDS``, passed and staked (seat 1 stakes 3, seat 2 2, seat 0 1)."""
    state = new_state(3, hands=HANDS, rolls=[["H", "sword"]])
    for seat, text in PASSES.items():
        act(state, seat, text)
    for seat, coins in ((1, 3), (2, 2), (0, 1)):
        act(state, seat, f"stake {coins}")
    assert state.to_move() == (1,) and state.coins == [19, 17, 18]
    return state


def test_the_pass_and_the_stakes() -> None:
    state = new_state(3, hands=HANDS, rolls=[["H", "sword"]])
    assert _reason(state, 1, PASSES[1]) == (
        "The three go to Player 3 (on your left) before anyone knows the dominance dice: they are rolled "
        "once everyone has passed."
    )
    assert _reason(state, 0, PASSES[0]).startswith("The three go to Player 2 (on your ")
    named = move_reason(state.observation(0), state.parse_action(PASSES[0]), ["You", "Ada", "Bruno"].__getitem__)
    assert named.startswith("The three go to Ada (on your left)")  # the table's names
    for seat, text in PASSES.items():
        act(state, seat, text)
    assert _reason(state, 1, "stake 3") == (
        "It puts 3 of your 20 coins into the stakes (3 so far); whoever takes the most tricks this hand "
        "takes them all. Of your cards, 0 match the race die (Human) and 1 only the weapon die (Sword)."
    )
    act(state, 1, "stake 3")
    act(state, 2, "stake 2")
    assert _reason(state, 0, "stake 1") == (
        "It puts 1 of your 20 coins into the stakes (6 in all); whoever takes the most tricks this hand "
        "takes them all. Of your cards, 1 matches the race die (Human) and 2 only the weapon die (Sword)."
    )


def test_a_hand_told_play_by_play() -> None:
    state = _table()
    # Seat 1 has seen every Bow and Fates, and holds the Chaos Dragon: nothing can stop its Dragon.
    assert _reason(state, 1, "play ODRAGON") == (
        "It qualifies (Human on the race die) and beats every card, and nothing still out can beat or stop it: "
        "the trick is yours. Taking it gives you 1 trick (no one else has a trick yet), with 6 coins at stake."
    )
    assert _reason(state, 1, "play CDRAGON") == (
        "The Chaos Dragon does not qualify (Human on the race die): only a Chaos Crown played after you "
        "could turn it your way. You stay on 0 tricks; no one else has a trick yet."
    )
    # A Crown may make any race count as the dominant one: every battle card still out may beat it.
    assert _reason(state, 1, "play 30") == (
        "It leads, but 35 battle and 9 specialty cards still out could beat or stop it. "
        "Taking it gives you 1 trick (no one else has a trick yet), with 6 coins at stake."
    )
    assert _reason(state, 1, "play BOW1 at 2") == (
        "It stops the card Player 3 (on your left) plays after you; the Bow cannot win, so the trick cannot be "
        "yours. You stay on 0 tricks; no one else has a trick yet."
    )
    assert _reason(state, 1, "play FATES1") == (
        "It rerolls the dominance dice (Human and Sword so far) for this trick and the rest of the hand; "
        "the Fates cannot win, so the trick cannot be yours. You stay on 0 tricks; no one else has a trick yet."
    )
    act(state, 1, "play ODRAGON")
    # Seat 2 has not seen the Bows and Fates seat 1 holds; a Shield cannot bring a Dragon down.
    assert _reason(state, 2, "play 14") == (
        f"{UNDER_DRAGON}: only a Bow or Fates played after you could turn it your way. "
        "You stay on 0 tricks; no one else has a trick yet."
    )
    assert _reason(state, 2, "play THIEF1") == (
        "It takes 2 coins from the bank of Player 1 (on your left), the richest, with 19; the Thief cannot "
        "win, so the trick cannot be yours. You stay on 0 tricks; no one else has a trick yet."
    )
    act(state, 2, "play THIEF1")
    assert _reason(state, 0, "play 33") == f"{UNDER_DRAGON}: {CANNOT} You stay on 0 tricks; no one else has a trick yet."
    assert _reason(state, 0, "play OCROWN1") == (
        "Every Order card in this trick counts as the dominant race; the Order Crown cannot win, so the trick "
        "cannot be yours. You stay on 0 tricks; no one else has a trick yet."
    )
    act(state, 0, "play 9")
    assert state.to_move() == (1,) and state.tricks_won == [0, 1, 0]
    act(state, 1, "play 30")
    assert _reason(state, 2, "play 23") == (
        "It goes over the 30 Elf Sword, but 15 battle and 14 specialty cards still out could beat or stop it. "
        "Taking it gives you 1 trick (another has 1), with 6 coins at stake."
    )
    assert _reason(state, 2, "play SHIELD1 sword") == (
        "Every sword card in this trick counts as having no weapon; the Shield cannot win, so the trick cannot "
        "be yours. You stay on 0 tricks; another has 1."
    )
    act(state, 2, "play SHIELD1 sword")
    assert _reason(state, 0, "play 33") == (
        "It goes over the 30 Elf Sword, and you play last: the trick is yours. "
        "Taking it gives you 1 trick (another has 1), with 6 coins at stake."
    )
    assert _reason(state, 0, "play 5") == (
        f"It stays under the 30 Elf Sword: {CANNOT} You stay on 0 tricks; another has 1."
    )


def test_a_bow_or_shield_says_which_card_takes_the_trick_now() -> None:
    state = _table()
    act(state, 1, "play 30")
    act(state, 2, "play 14")  # a Human Sword: matches both dice, over the Elf Sword
    assert _reason(state, 0, "play BOW3 at 2") == (
        "It stops the 14 Human Sword of Player 3 (on your right): the 30 Elf Sword takes it now; the Bow "
        "cannot win, so the trick cannot be yours. You stay on 0 tricks; no one else has a trick yet."
    )
    assert _reason(state, 0, "play OCROWN1").startswith(
        "Every Order card in this trick counts as the dominant race: the 30 Elf Sword takes it now;"
    )
    state = _table()
    act(state, 1, "play BOW1 at 2")
    assert _reason(state, 2, "play 14") == (
        "A Bow names you in this trick, so your card cannot win: the trick cannot be yours. "
        "You stay on 0 tricks; no one else has a trick yet."
    )


def test_a_thief_says_whose_bank_it_robs() -> None:
    state = new_state(3, hands=HANDS, rolls=[["H", "sword"]])
    for seat, text in PASSES.items():
        act(state, seat, text)
    for seat, coins in ((1, 1), (2, 2), (0, 1)):
        act(state, seat, f"stake {coins}")
    act(state, 1, "play 30")
    assert [str(a) for a in state.legal_actions(2) if "THIEF" in str(a)] == ["play THIEF1 from 0", "play THIEF1 from 1"]
    assert _reason(state, 2, "play THIEF1 from 1") == (
        "It takes 2 coins from the bank of Player 2 (on your right), one of the richest, with 19; the Thief "
        "cannot win, so the trick cannot be yours. You stay on 0 tricks; no one else has a trick yet."
    )


def _claims(state: TavernTricksState, seat: int, action: Any, text: str, rng: random.Random) -> str:
    """Play ``action`` on a copy and the trick out at random; check what ``text`` says of it, and
    say which kind of claim it made ("" for none)."""
    obs = state.observation(seat)
    assert obs.dice is not None
    mine: tuple[Play, ...] = (*obs.trick, (seat, action.card, play_choice(action)))
    copy = state.clone()
    events = list(copy.apply(seat, action))
    later: list[Play] = []  # the plays after this seat's, as the trick holds them
    while not any(isinstance(e, TrickOutcome) for e in events):
        (mover,) = copy.to_move()
        legal = copy.legal_actions(mover)
        chosen: Any = legal[rng.randrange(len(legal))]
        later.append((mover, chosen.card, play_choice(chosen)))
        events.extend(copy.apply(mover, chosen))
    taker = next(e for e in events if isinstance(e, TrickOutcome)).taker
    if "the trick is yours" in text:
        assert taker == seat, text
        stakes = re.search(r"you take the (\d+) coins? at stake", text)
        if stakes:
            assert StakesTaken(seat, int(stakes[1])) in events, text
        if "a tie-break trick follows" in text:
            assert any(isinstance(e, TieBreak) for e in events), text
        if "the stakes are not yours" in text:
            assert any(isinstance(e, StakesTaken) and e.seat != seat for e in events), text
        return "takes"
    if "nobody takes it" in text:
        tied = next(e for e in events if isinstance(e, TrickOutcome))
        assert isinstance(tied, TrickTied) and GOES_TEXT[tied.goes] in text, text
        return "nobody"
    if "cannot be yours" in text:
        assert taker != seat, text
        return "cannot"
    if "could beat or stop it" in text:
        # It takes the trick as it stands: it loses it only if a card the hint counted follows, and
        # the cards after it that the hint did not count could not have taken it from it.
        counted = threats(obs, action)
        assert sum(int(n) for n in re.findall(r"(\d+) (?:battle|specialty)", text)) == len(counted), text
        assert taker == seat or any(p[1] in counted for p in later), (text, later)
        assert trick_winner((*mine, *[p for p in later if p[1] not in counted]), obs.dice) == seat, (text, later)
        return "threats"
    if "could turn it your way" in text:
        # It does not take the trick as it stands: it takes it only if a kind of card named follows,
        # and without those it could not have.
        named = [w for w in HELPER_WORDS.values() if w in text.split(": only ")[1]]
        assert named, text
        rest = [p for p in later if p[1].name not in named]
        assert taker != seat or len(rest) < len(later), (text, later)
        assert trick_winner((*mine, *rest), obs.dice) != seat, (text, later)
        return "helpers"
    return ""


@pytest.mark.parametrize("players", [3, 4, 6])
def test_what_a_play_says_of_the_trick_comes_true(players: int) -> None:
    """Random hands: every move of every position is said in sentences; a play said to take the
    trick takes it, one said not to does not, and a card said to take it as it stands loses it only
    to a card the hint counted (a card said to stay under it wins only by a kind it named)."""
    info = get_game("tavern_tricks")
    rng = random.Random(players)
    said: Counter[str] = Counter()
    for seed in range(3):
        state = info.new_game(players, {}, seed=seed)
        assert isinstance(state, TavernTricksState)
        while not state.is_over() and state.round_no <= 2:
            seat = state.to_move()[0]
            obs = state.observation(seat)
            for action in obs.legal_actions:
                text = move_reason(obs, action)
                assert (text[0].isupper() or text[0].isdigit()) and text.endswith("."), text
                assert "  " not in text and "((" not in text and len(text) <= 220, text
                if obs.phase == TRICK_PHASE:
                    said[_claims(state, seat, action, text, rng)] += 1
            state.apply(seat, obs.legal_actions[rng.randrange(len(obs.legal_actions))])
    assert said["takes"] > 30 and said["cannot"] > 200, said
    assert said["threats"] > 30 and said["helpers"] > 30, said


def test_the_hint_leads_with_what_the_move_does() -> None:
    state = _table()
    obs = state.observation(1)
    hint = suggest("tavern_tricks", obs, seed=3, seconds=None, iterations=30)
    action: Any = hint.action
    assert hint.why.startswith(move_reason(obs, action) + " ")
    assert "trial games the hard bot played from here" in hint.why
