"""What a hint says a Vazerneiros move does (rules/vazerneiros/hint.py): the auction card, the
rumor and the trump, a play with or without potions, a swap and the next leader; that what it
claims about the trick comes true whatever the others then play; and that the hint leads with it.

Unless a test says otherwise (tests/vazerneiros_deals.py): 4 players, the track Mages >
Barbarians > Paladins > Druids, seat 0 wins the auction with the Barbarian 11 and leads.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from rules.ai.hint import suggest
from rules.core.events import Event, TrickWon
from rules.vazerneiros.actions import PlayAction
from rules.vazerneiros.events import HandRevealed
from rules.vazerneiros.hint import move_reason
from rules.vazerneiros.judging import NOT_ONE_ORDER, winner_index
from rules.vazerneiros.observation import RUMOR_PHASE, TrickPlay, VazerneirosObservation
from rules.vazerneiros.rumors import rumor_pool
from rules.vazerneiros.state import VazerneirosState
from tests.vazerneiros_deals import act, auction, new_state, play, set_potions, start

# Seat 0 holds the Mage 11, 4 and 3; seat 3 holds no Mage.
GIVEN = {0: ["M11", "M4", "D2"], 1: ["M9", "P3"], 2: ["M7", "D5"], 3: ["P11", "P10"]}
LOW_MAGES = {0: ["M6", "M1"], 1: ["M9", "M3"], 2: ["M7", "M0"], 3: ["M2", "M8"]}
ONE_MAGE = {0: ["M6"], 1: ["M9"], 2: ["M7"], 3: ["M2"]}
ELIXIR = {0: ["M6", "P0"], 1: ["M2", "M8"], 2: ["M11", "M10"], 3: ["M3", "D11"]}  # seats 0 and 3: no other Mage
TAKES = ("the trick is yours", "takes this trick")
LOSES = ("will not be yours", "can take this trick, not", "does not take this trick")
SAID = 14  # the most actions said per position in the random games (a play with potions has hundreds)
GAMES = 4  # random games per player count and option


def _reason(state: VazerneirosState, seat: int, text: str) -> str:
    return move_reason(state.observation(seat), state.parse_action(text))


def test_the_auction_card_the_rumor_and_the_trump() -> None:
    state = new_state(4, GIVEN, void={3: "M"}, rumors=(5, 10, 8))
    # Seat 0 holds the Mage 11, the only card above its Barbarian 11 (Mages stand higher on the track).
    win = "No card still out beats it: you win the auction, choose the round's rumor and lead the first trick."
    assert _reason(state, 0, "bid B11") == _reason(state, 0, "bid M11") == win
    # Every card above 4 but the 5 above it in its own hand: 28 - 5, of the 37 it does not see.
    assert _reason(state, 0, "bid M4") == (
        "A cheap card to give up: 23 cards still out beat it, so the auction likely goes to another player. The "
        "card is spent either way, and a low one costs your tricks little."
    )
    # The Druid 9 is beaten by the 10s and 11s it does not hold: three cards drawn from the 37 out
    # miss all 9 of them (28/37)^3 = 43% of the time, so it may well win.
    assert _reason(state, 0, "bid D9") == (
        "9 cards still out beat it: unless another player lays one, you choose the round's rumor and lead the "
        "first trick. The card is spent either way."
    )
    assert _reason(state, 3, "bid P11").startswith("2 cards still out beat it: ")  # the Mage and Barbarian 11
    auction(state)
    assert _reason(state, 0, "rumor 5") == (
        "Rumor 5, The Choice of Fate: The winner names a trump suit. You gain a potion, name the trump suit and "
        "lead the first trick."
    )
    assert _reason(state, 0, "rumor 10") == (
        "Rumor 10, The Favor of the Gods: Highest number wins, any suit. +1 potion. You gain 2 potions and lead "
        "the first trick."
    )
    assert _reason(state, 0, "rumor 8") == (
        "Rumor 8, The Alchemy Elixir: Keep the Elixir: one free number or suit change. You take the Elixir "
        "instead of the auction's potion and lead the first trick."
    )
    state.potions[0] = 3
    assert _reason(state, 0, "rumor 10").endswith(
        "You gain 1 of the 2 potions (nobody may hold more than 4) and lead the first trick."
    )
    state.potions[0] = 2
    act(state, 0, "rumor 5")
    assert _reason(state, 0, "trump M") == (
        "Mages become trumps: a trick with a Mage in it goes to the highest Mage. You hold 3 of them."
    )
    act(state, 0, "trump P")
    # Above the Mage 4: the Mage 5-10 and the 10 Paladins seat 0 has not seen.
    assert _reason(state, 0, "play M4") == (
        "It leads Mages, but 16 cards still out beat it: a player after you may take the trick."
    )
    assert _reason(state, 0, "play D2 suit P") == (
        "It spends 1 of your 3 potions: the card becomes Paladin 2. It leads Paladins, but 9 cards still out "
        "beat it: a player after you may take the trick."
    )
    play(state, "play M4", "play M9", "play M7")
    assert _reason(state, 3, "play D1") == "Only Mages and Paladins (trumps) can take this trick, not a Druid 1."
    assert _reason(state, 3, "play P2") == "It beats the Mage 9 and takes this trick."


def test_a_trick_told_play_by_play() -> None:
    state = start(3, GIVEN, void={3: "M"}, potions=[3, 2, 2, 2])
    # Two potions turn a Druid or Paladin 11 into a Mage 11.5; one makes only a Mage 11, and an
    # 11 with a potion loses the tie to the printed one.
    assert _reason(state, 0, "play M11") == "It leads Mages, but a player after you may beat it with potions."
    set_potions(state, [3, 1, 1, 1])
    assert _reason(state, 0, "play M11") == "No card still out can beat it, even with potions: the trick is yours."
    assert _reason(state, 0, "play M4") == (
        "It leads Mages, but 6 cards still out beat it: a player after you may take the trick."
    )  # the Mage 5 to 10
    play(state, "play M4")
    assert _reason(state, 1, "play M9") == (
        "It beats the Mage 4, but 2 cards still out beat it: a player after you may take the trick."
    )
    assert _reason(state, 1, "play P3 suit M") == (
        "It spends your only potion: the card becomes Mage 3. It does not beat the Mage 4: the trick will not be yours."
    )
    play(state, "play M9")
    assert _reason(state, 2, "play M7") == "It does not beat the Mage 9: the trick will not be yours."
    play(state, "play M7")
    assert _reason(state, 3, "play P11") == "Only Mages can take this trick, not a Paladin 11."
    assert _reason(state, 3, "play P11 suit M") == (
        "It spends your only potion: the card becomes Mage 11. It beats the Mage 9 and takes this trick."
    )
    assert _reason(state, 3, "play P10 +0.5") == (
        "It spends your only potion: the card becomes Paladin 10.5. Only Mages can take this trick, not a Paladin 10.5."
    )


def test_the_rumors_that_change_who_takes_the_trick() -> None:
    # The Beggar's Play: the lowest Mage takes it; nobody after seat 2 holds a potion.
    state = start(7, LOW_MAGES, potions=[3, 0, 0, 0])
    assert _reason(state, 0, "play M1") == (
        "It leads Mages, but 1 card still out beats it: a player after you may take the trick."
    )
    play(state, "play M6")
    assert _reason(state, 1, "play M9") == "It does not go under the Mage 6: the trick will not be yours."
    play(state, "play M3")
    assert _reason(state, 2, "play M0") == (
        "It goes under the Mage 3, and no card still out can beat it: the trick is yours."
    )
    # The Mysterious Veil: the last player sees only the lead.
    state = start(9, LOW_MAGES, potions=[3, 0, 0, 0])
    play(state, "play M6", "play M9", "play M0")
    assert _reason(state, 3, "play M2") == "It does not beat the Mage 6: the trick will not be yours."
    assert _reason(state, 3, "play M8") == "It beats the Mage 6, but a face-down card may beat it."
    # The Scoundrel's Strike: the second-highest Mage takes it.
    state = start(6, LOW_MAGES, potions=[3, 0, 0, 0])
    assert _reason(state, 0, "play M6") == (
        "It leads Mages: it takes the trick if exactly one Mage goes above it, or if no other Mage is played."
    )
    play(state, "play M6", "play M9")
    assert _reason(state, 2, "play M7") == (
        "It would take the trick as it stands, but a card still to come may change that."
    )
    assert _reason(state, 2, "play M0") == "Whatever comes after it, the trick will not be yours."
    play(state, "play M7")
    assert _reason(state, 3, "play M8") == "It takes this trick."  # under the Mage 9
    assert _reason(state, 3, "play M2") == "It does not take this trick."  # third


def test_what_the_others_could_still_do() -> None:
    # The Alchemy Elixir: seat 1 wins the auction and holds it, and nobody a potion. Seat 2 takes
    # trick 1 with the Mage 11 and leads the Mage 10; seat 1 plays last and could make any card a
    # Mage 11 with the Elixir.
    state = start(8, ELIXIR, bids=("B10", "B11", "B9", "B8"), void={0: "M", 3: "M"})
    set_potions(state, [0, 0, 0, 0])
    assert state.elixir == 1
    play(state, "play M2", "play M11", "play M3", "play M6")
    assert _reason(state, 2, "play M10") == "It leads Mages, but a player after you may beat it with the Elixir."
    play(state, "play M10", "play D11", "play P0")
    assert _reason(state, 1, "play M8 elixir number 11") == (
        "It uses the Elixir: the card becomes Mage 11. It beats the Mage 10 and takes this trick."
    )
    assert _reason(state, 1, "play M8") == "It does not beat the Mage 10: the trick will not be yours."
    state = start(8, ELIXIR, bids=("B10", "B11", "B9", "B8"), void={0: "M", 3: "M"})
    set_potions(state, [0, 0, 0, 0])
    state.elixir = None  # as if seat 1 had used it
    play(state, "play M2", "play M11", "play M3", "play M6")
    assert _reason(state, 2, "play M10") == "No card still out can beat it: the trick is yours."
    # The Mysterious Veil: seat 1's face-down card had a new number (it is a Mage 11), seat 2's none.
    state = start(9, ONE_MAGE | {1: ["M3"], 3: ["M10", "M11"]}, potions=[3, 3, 0, 0])
    play(state, "play M6", "play M3 number 11", "play M7")
    assert _reason(state, 3, "play M10") == "It beats the Mage 6, but a face-down card may beat it."
    assert _reason(state, 3, "play M11") == "Whatever the other cards turn out to be, the trick is yours."
    # The Ritual of Paths: seat 3 holds only Mages and no potion; once a Mage is in the trick it
    # cannot play, the tricks end and this one goes to nobody.
    mages = [f"M{n}" for n in range(10)]
    state = start(11, {0: ["D5"], 1: ["B6"], 2: ["M11"], 3: mages}, void={3: "BDP"}, potions=[3, 1, 1, 0])
    play(state, "play D5", "play B6")
    assert _reason(state, 2, "play M11") == (
        "It beats the Barbarian 6, but a player after you may have no card of a suit still allowed: then the "
        "trick goes to nobody."
    )
    assert _taker(play(state, "play M11")) is None


def test_a_swap_and_the_next_leader() -> None:
    state = start(13, ONE_MAGE, potions=[3, 3, 2, 2])
    play(state, "play M6 +0.5", "play M9", "play M7", "play M2")
    assert state.to_move() == (2,)  # seat 1 took it; the swaps start on its left
    give = state.hands[2][0].name
    assert _reason(state, 2, f"exchange {state.hands[2][0].code} for M9") == (
        f"You put the {give} on the table for the Mage 9; Player 2 (on your right) then takes the cards on the table."
    )
    assert _reason(state, 2, f"exchange {state.hands[2][0].code} for M6") == (
        f"You put the {give} on the table for the Mage 6; Player 2 (on your right) then takes the cards on the "
        "table. The Mage 6 comes back as printed: its potions are lost."
    )
    state = start(16, ONE_MAGE)
    play(state, "play M6", "play M9", "play M7", "play M2")
    assert state.to_move() == (1,)  # the Cursed Crown: the winner sends the next leader
    assert _reason(state, 1, "lead 1") == "You lead the next trick yourself, so you play first in it."
    assert _reason(state, 1, "lead 2") == "Player 3 (on your left) leads the next trick, so you play last in it."
    assert _reason(state, 1, "lead 3") == "Player 4 (across from you) leads the next trick, so you play third in it."
    assert _reason(state, 1, "lead 0") == "Player 1 (on your right) leads the next trick, so you play second in it."


# --- random games: every move said, every claim about the trick checked -----------------------------
# Each game's four rounds reveal these rumors first and their auction winners pick them, so that
# every rumor is played at least once over the six games.
ROUND_RUMORS = {
    (3, False): (1, 2, 3, 4),
    (4, False): (5, 6, 7, 8),
    (5, False): (9, 10, 11, 12),
    (3, True): (13, 14, 15, 16),
    (4, True): (17, 18, 1, 6),
    (5, True): (16, 17, 18, 11),
}


def _game(players: int, negative: bool, seed: int) -> VazerneirosState:
    """A game whose round k reveals ``ROUND_RUMORS[...][k]`` and two rumors no other round shows."""
    chosen = ROUND_RUMORS[players, negative]
    others = [r for r in rumor_pool(negative) if r not in chosen]
    rounds = [{"rumors": [r, *others[2 * k: 2 * k + 2]]} for k, r in enumerate(chosen)]
    return VazerneirosState(players, {"negative_rumors": negative}, seed, deal={"rounds": rounds})


def _claim(text: str) -> bool | None:
    """True: the text says the play takes the trick; False: that it cannot; None: neither."""
    if any(words in text for words in TAKES):
        return True
    if any(words in text for words in LOSES):
        return False
    return None


def _taker(events: Sequence[Event]) -> int | None:
    """The seat that took the trick these events end, None if it went to nobody (the Ritual of
    Paths), -1 if they end no trick."""
    for event in events:
        if isinstance(event, TrickWon):
            return event.seat
        if isinstance(event, HandRevealed):
            return None
    return -1


def _finish(
    state: VazerneirosState, seat: int, action: Any, claim: bool | None, rng: random.Random, spite: bool
) -> int | None:
    """Play ``action`` and finish its trick: the taker. Each later player plays at random or, with
    ``spite``, a move that puts the trick against what was claimed as it stands, when it has one
    (the rules judge the true cards, face-down ones too)."""
    trial = state.clone()
    taker = _taker(trial.apply(seat, action))
    while taker == -1:
        (mover, *_) = trial.to_move()
        moves = trial.legal_actions(mover)
        if spite and isinstance(moves[0], PlayAction):
            by_shape = {(m.result_suit, m.result_value, m.potioned): m for m in moves}
            against = [m for m in by_shape.values() if (_leader(trial, mover, m) == seat) != claim]
            moves = against or moves
        taker = _taker(trial.apply(mover, moves[rng.randrange(len(moves))]))
    return taker


def _leader(state: VazerneirosState, seat: int, play: PlayAction) -> int:
    """The seat that would take the trick in play if it ended with ``seat`` playing ``play``."""
    plays = [*state.trick, TrickPlay(seat, play.card, play.result_suit, play.result_value, play.effects)]
    return plays[winner_index(plays, state.rumor, state.track, state.trump)].seat


def _to_say(legal: Sequence[Any], rng: random.Random) -> list[Any]:
    """Every action, or, of many, those without potions and a random few with them (``SAID``)."""
    if len(legal) <= SAID:
        return list(legal)
    plain = [a for a in legal if not (isinstance(a, PlayAction) and a.potioned)]
    rest = [a for a in legal if a not in plain]
    return plain[:SAID] + rng.sample(rest, max(0, min(len(rest), SAID - len(plain))))


@pytest.mark.parametrize("players,negative", sorted(ROUND_RUMORS))
def test_what_a_move_says_of_the_trick_comes_true(players: int, negative: bool) -> None:
    """Random games: every move said is a sentence; a play said to take the trick takes it and one
    said not to does not, whatever the players after it then play: at random, and against what
    was said where they can (``_finish``)."""
    rng = random.Random(players * 2 + negative)
    said = {True: 0, False: 0, None: 0}
    checked = 0
    kinds: set[str] = set()
    for seed in range(GAMES):
        state = _game(players, negative, seed)
        rumors_seen = set()
        while not state.is_over():
            (seat, *_) = state.to_move()
            obs = state.observation(seat)
            for action in _to_say(obs.legal_actions, rng):
                text = move_reason(obs, action)
                assert text[0].isupper() or text[0].isdigit(), text
                assert text.endswith(".") and "  " not in text and " ." not in text and len(text) <= 200, text
                assert "may change that" not in text or obs.rumor in NOT_ONE_ORDER, text
                kinds.add(type(action).__name__)
                if not isinstance(action, PlayAction):
                    continue
                claim = _claim(text)
                said[claim] += 1
                rumors_seen.add(obs.rumor)
                for spite in (False, True) if claim is not None else ():
                    taker = _finish(state, seat, action, claim, rng, spite)
                    assert (taker == seat) == claim, (obs.rumor, str(action), text, taker, spite)
                    checked += 1
            state.apply(seat, _move(obs, rng))
        assert rumors_seen == set(ROUND_RUMORS[players, negative])
    assert said[True] >= 15 * GAMES and said[False] >= 60 * GAMES and said[None] >= 60 * GAMES, said
    assert checked == 2 * (said[True] + said[False]) and checked > 150 * GAMES
    rounds = ROUND_RUMORS[players, negative]
    extra = {5: "TrumpAction", 13: "ExchangeAction", 16: "LeadAction"}
    assert kinds == {"CardAction", "RumorAction", "PlayAction"} | {extra[r] for r in rounds if r in extra}, kinds


def _move(obs: VazerneirosObservation, rng: random.Random) -> Any:
    """The move the random game makes: the round's rumor (``ROUND_RUMORS``: the first offered);
    in a trick mostly a card without potions, so that potions stay in hand to be feared."""
    legal = obs.legal_actions
    if obs.phase == RUMOR_PHASE:
        return next(a for a in legal if a.rumor == obs.offered[0])
    plain = [a for a in legal if isinstance(a, PlayAction) and not a.potioned]
    if plain and rng.random() < 0.7:
        return plain[rng.randrange(len(plain))]
    return legal[rng.randrange(len(legal))]


def test_the_hint_leads_with_what_the_move_does() -> None:
    state = start(3, GIVEN, void={3: "M"}, potions=[3, 1, 1, 1])
    play(state, "play M4", "play M9", "play M7")
    obs = state.observation(3)
    hint = suggest("vazerneiros", obs, seed=3, seconds=None, iterations=24)
    assert hint.why.startswith(move_reason(obs, hint.action) + " ")
    assert "trial games the hard bot played from here" in hint.why
