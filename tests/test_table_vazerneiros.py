"""Vazerneiros' table without a window: the deck's look, the layouts, and every turn's choice
built from the rules (the auction card, the rumor, the trump, a play with its potions, rumor 13's
exchange, rumor 16's next leader), the round notes and the game-over notes.

The potion choice is checked against the rules both ways: every legal play of a card can be
built with its buttons and comes back as the very object in ``legal_actions``, and whatever the
player cannot afford or may not use is greyed with the rules' reason."""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

from game.art.cards import CardArt
from game.layout import common_anchors, load_layout
from game.table.choice import BACK, CONFIRM, Refused, hand_key
from game.table.choices import OptionChoice
from game.tables.vazerneiros.table import TABLE
from game.tables.vazerneiros.choices import HandThen, PlayThen, PotionChoice
from game.tables.vazerneiros.look import SUIT_COLOURS, vazerneiros_style
from rules.core.actions import CardAction
from rules.core.events import RoundStarted
from rules.core.results import GameResult, RoundResult
from rules.vazerneiros.actions import ExchangeAction, LeadAction, PlayAction, RumorAction, TrumpAction
from rules.vazerneiros.deck import vazerneiros_deck
from rules.vazerneiros.events import PotionGained, RoundClosed
from rules.vazerneiros.observation import TrickPlay
from rules.vazerneiros.rumors import ALCHEMY_ELIXIR, TEST_OF_SPIRITS
from tests.vazerneiros_deals import C, act, finish_round, new_state, of_type, offered_with, play, start

GAME = "vazerneiros"


# --- the look and the layouts ------------------------------------------------------------------------
def test_every_card_prints_its_number_large_in_its_suits_colour():
    style = vazerneiros_style()
    assert set(style.suits) == {"B", "D", "M", "P"}
    assert [style.suits[s].letter for s in "BDMP"] == ["B", "D", "M", "P"]
    assert len({look.colour for look in style.suits.values()}) == 4
    assert len({look.cb_colour for look in style.suits.values()}) == 4
    assert not style.pips and not style.courts and not style.specials  # every label is a large index
    pygame.init()
    art = CardArt(style, (72, 108))  # a hand card at 960×600
    for card in vazerneiros_deck():
        face = art.face(card)
        colour = SUIT_COLOURS[card.suit][0]
        inked = sum(1 for x in range(72) for y in range(108) if _near(face.get_at((x, y))[:3], colour))
        assert inked > 300, f"{card.code}: its number and symbol barely show ({inked} pixels)"


def _near(a, b, tolerance: int = 40) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_layouts_have_every_anchor_and_places_do_not_overlap(players):
    required = TABLE().required_anchors(players)
    layout = load_layout(GAME, players, required)
    assert sorted(layout.names()) == sorted(set(common_anchors(players) + required))
    names = [n for n in layout.names() if not n.startswith("trick_")]
    for a, b in itertools.combinations(names, 2):
        assert not layout.anchor(a).colliderect(layout.anchor(b)), f"{a} overlaps {b}"
    for i in range(players):
        assert layout.anchor("trick").contains(layout.anchor(f"trick_{i}"))
        if i:
            assert layout.anchor(f"trick_{i}").left >= layout.anchor(f"trick_{i - 1}").right
    assert layout.anchor("controls").width >= 1000, "the potion buttons need the felt's width"


# --- the potion choice ---------------------------------------------------------------------------
def obs_of(state, seat=0):
    return state.observation(seat)


def legal(state, text: str, seat: int = 0):
    """The very object of ``state``'s legal actions that ``text`` names."""
    return next(a for a in state.legal_actions(seat) if str(a) == text)


def choice_for(state, seat=0) -> PlayThen:
    choice = TABLE().turn(obs_of(state, seat), lambda a: state.why_illegal(seat, a))
    assert isinstance(choice, PlayThen)
    return choice


def follow_state(potions=2, rumor=1, void="", players=4):
    """Seat 0 follows a Mage lead (seat 1 won the auction with the Mage 11); it holds the Mage 4, the
    Barbarian 7 and the Druid 3."""
    bids = ("B1", "M11", "B9", "B8", "B7")[:players]
    state = start(rumor, {0: ["M4", "B7", "D3"], 1: ["M6"]}, players=players, bids=bids, potions=[potions] * players,
                  void={0: void} if void else None)
    play(state, "play M6")
    for seat in range(2, players):
        act(state, seat, str(next(a for a in state.legal_actions(seat) if not a.potioned)))
    assert state.to_move() == (0,)
    return state


def drive(choice: PlayThen, target: PlayAction) -> PlayAction:
    """Build ``target`` with the buttons: pick its card, set the number, ±0.5 and suit (each
    through the picker paid as ``target`` pays), then Confirm."""
    action = choice.pick(f"hand:{target.card.code}")
    if action is not None:
        return action
    potion = choice.second
    assert isinstance(potion, PotionChoice)
    for kind, value in (("number", target.number), ("suit", target.suit)):
        by_elixir = target.elixir == kind
        wanted = value if value is not None else "none"
        current = potion.number if kind == "number" else potion.suit
        paid = (potion.elixir == kind) == by_elixir
        if current == value and paid:
            continue
        choice.press(f"open:{'elixir ' if by_elixir else ''}{kind}")
        choice.press(f"set:{wanted}")
    if potion.half != target.half:
        if potion.half:
            choice.press(f"effect:half{potion.half:+d}")
        if target.half:
            choice.press(f"effect:half{target.half:+d}")
    return choice.press(CONFIRM)


@pytest.mark.parametrize("potions,rumor", [(2, 1), (4, 1), (1, 10), (3, ALCHEMY_ELIXIR)])
def test_every_legal_play_of_a_card_is_built_exactly_by_its_buttons(potions, rumor):
    state = follow_state(potions, rumor)
    if rumor == ALCHEMY_ELIXIR:
        state.elixir = 0
    obs = obs_of(state)
    legal = [a for a in obs.legal_actions if isinstance(a, PlayAction)]
    assert any(a.potioned for a in legal)
    for target in legal:
        built = drive(choice_for(state), target)
        assert built is target, f"{target} came back as {built}"
    assert len({str(a) for a in legal}) == len(legal)


def follow_hint(choice: PlayThen, target: PlayAction) -> PlayAction:
    """Take the first step ``leads_to`` names, again and again, as Enter does after a hint."""
    for _ in range(12):
        steps = choice.leads_to(target, [target.card])
        assert steps, f"no step toward {target}"
        key = steps[0]
        action = choice.pick(key) if key.startswith("hand:") else choice.press(key)
        if action is not None:
            return action
    raise AssertionError(f"{target} was not reached in 12 steps")


@pytest.mark.parametrize("potions,rumor", [(2, 1), (4, 1), (1, 10), (3, ALCHEMY_ELIXIR)])
def test_a_hinted_play_is_reached_by_following_its_steps(potions, rumor):
    state = follow_state(potions, rumor)
    if rumor == ALCHEMY_ELIXIR:
        state.elixir = 0
    legal = [a for a in obs_of(state).legal_actions if isinstance(a, PlayAction)]
    for target in legal:
        assert follow_hint(choice_for(state), target) is target
    begun = choice_for(state)  # the player first chose other potions for the same card
    target = max(legal, key=lambda a: a.cost)
    other = next(a for a in legal if a.card == target.card and a != target)
    begun.pick(hand_key(other.card))
    if other.half:
        begun.press(f"effect:half{other.half:+d}")
    assert follow_hint(begun, target) is target


def test_an_unaffordable_effect_is_greyed_with_the_rules_reason():
    state = follow_state(potions=2)
    choice = choice_for(state)
    assert choice.pick("hand:M4") is None  # a Mage may take potions: the choice opens
    controls = {c.key: c for c in choice.controls()}
    assert choice.second.hint == "Choose potions, then Play: a button's (n) is what it costs; you hold 2 potions."
    assert controls["open:number"].label == "Number (3)"  # the (n) the prompt speaks of
    number = controls["open:number"]
    assert not number.enabled and number.reason == "that costs 3 potions and you hold 2"
    assert controls["effect:half+1"].enabled and controls[CONFIRM].enabled
    with pytest.raises(Refused, match="costs 3 potions"):
        choice.press("open:number")
    choice.press("effect:half+1")
    choice.press("effect:half-1")  # the other half replaces it
    assert choice.second.half == -1
    assert choice.press(CONFIRM) is legal(state, "play M4 -0.5")


def test_a_followers_suit_change_must_be_the_led_suit():
    state = follow_state(potions=3)
    choice = choice_for(state)
    choice.pick("hand:B7")  # not a Mage: it can only be played as one
    potion = choice.second
    assert potion.suit is None and potion.play.cost == 0, "no paid potion is chosen for the player"
    assert potion.hint == "To play the Barbarian 7, turn it into a Mage with a potion: press Suit, then Play."
    play_button = next(c for c in choice.controls() if c.key == CONFIRM)
    assert not play_button.enabled and play_button.reason.startswith("follow suit: play one of your Mages")
    choice.press("open:suit")
    suits = {c.key: c for c in choice.controls()}
    assert suits["set:M"].enabled and not suits["set:M"].selected
    for other in ("set:D", "set:P"):
        assert not suits[other].enabled
        assert suits[other].reason == "a follower's potion may only turn a card into the trick's suit"
    assert not suits["set:none"].enabled and suits["set:none"].reason.startswith("follow suit")
    marks = choice.marks()
    assert marks["track:M"].pickable and not marks["track:P"].pickable  # the track's tokens too
    with pytest.raises(Refused, match="trick's suit"):
        choice.pick("track:P")
    assert choice.pick("track:M") is None and choice.second.mode == ""
    assert "as Mage 7" in choice.marks()["hand:B7"].badge
    play_button = next(c for c in choice.controls() if c.key == CONFIRM)
    assert play_button.enabled and play_button.label == "Play · spend 1"
    assert choice.hint == "Choose potions, then Play: it spends 1 of your 3 potions."
    assert choice.press(CONFIRM) is legal(state, "play B7 suit M")


def test_a_suit_potion_on_a_card_already_of_the_led_suit_is_refused_as_changing_nothing():
    state = follow_state(potions=3)
    choice = choice_for(state)
    choice.pick("hand:M4")
    opener = next(c for c in choice.controls() if c.key == "open:suit")
    expected = "the Mage 4 is already of the trick's suit, the only suit a follower's potion may give it: a suit change would change nothing"
    assert not opener.enabled and opener.reason == expected
    assert state.why_illegal(0, state.parse_action("play M4 suit P")) == expected


def test_the_test_of_spirits_plays_the_lead_at_once_and_says_why():
    state = start(TEST_OF_SPIRITS, {0: ["P3"]}, potions=[3, 2, 2, 2])
    obs = obs_of(state)
    choice = choice_for(state)
    assert "Test of Spirits" in choice.hint
    action = choice.pick("hand:P3")
    assert action is legal(state, "play P3") and action in obs.legal_actions
    # in the middle of the trick potions are allowed again, and refused on the last card
    play(state, "play P3")
    middle = choice_for(state, 1)
    card = next(a.card for a in state.legal_actions(1) if a.potioned)
    assert middle.pick(f"hand:{card.code}") is None and isinstance(middle.second, PotionChoice)
    play(state, str(next(a for a in state.legal_actions(1) if not a.potioned)))
    play(state, str(next(a for a in state.legal_actions(2) if not a.potioned)))
    last = choice_for(state, 3)
    assert "Test of Spirits" in last.hint
    assert all(not a.potioned for a in state.legal_actions(3))


def test_without_potions_a_card_plays_at_once_and_an_illegal_one_says_why():
    state = follow_state(potions=0)
    choice = choice_for(state)
    assert choice.pick("hand:M4") is legal(state, "play M4")
    choice = choice_for(state)
    with pytest.raises(Refused, match="Follow suit"):
        choice.pick("hand:B7")


def test_the_elixir_pays_for_a_number_and_back_leaves_the_picker_first():
    state = follow_state(potions=0)
    state.elixir = 0
    choice = choice_for(state)
    choice.pick("hand:M4")
    keys = [c.key for c in choice.controls()]
    assert "open:elixir number" in keys and "open:elixir suit" in keys
    choice.press("open:elixir number")
    assert "Elixir pays" in choice.hint
    choice.press(BACK)
    assert choice.second is not None and choice.second.mode == ""  # back in the effects
    choice.press("open:elixir number")
    choice.press("set:11")
    assert "Elixir 11" in [c.label for c in choice.controls()]
    assert choice.second.cost_words() == "the Elixir alone"
    assert choice.press(CONFIRM) is legal(state, "play M4 elixir number 11")


def test_another_card_picked_during_the_potions_starts_over_with_it():
    state = follow_state(potions=2)
    choice = choice_for(state)
    choice.pick("hand:M4")
    assert choice.marks()["hand:B7"].pickable  # other playable cards stay lit
    assert choice.pick("hand:B7") is None and choice.second.card is C("B7")
    with pytest.raises(Refused, match="turn this card into one with a potion"):
        choice.pick("hand:B7")  # clicked again unchanged: refused, the potion is the player's to choose
    choice.press("open:suit")
    choice.press("set:M")
    assert choice.pick("hand:B7") is legal(state, "play B7 suit M")  # clicked again: played


def test_random_presses_only_ever_return_legal_plays():
    rng = random.Random(7)
    for potions, rumor in ((1, 1), (2, 11), (3, 10), (4, ALCHEMY_ELIXIR)):
        state = follow_state(potions, rumor)
        if rumor == ALCHEMY_ELIXIR:
            state.elixir = 0
        legal = set(obs_of(state).legal_actions)
        for _ in range(60):
            choice = choice_for(state)
            result = None
            for _ in range(12):
                marks = [k for k, m in choice.marks().items() if m.pickable]
                controls = [c.key for c in choice.controls()]
                try:
                    if rng.random() < 0.3 and marks:
                        result = choice.pick(rng.choice(marks))
                    elif controls:
                        result = choice.press(rng.choice(controls))
                except Refused as err:
                    assert str(err)
                if result is not None:
                    assert result in legal
                    break


# --- the other turns -----------------------------------------------------------------------------
def test_the_auction_lays_any_card_of_the_hand():
    state = new_state(4)
    obs = obs_of(state)
    choice = TABLE().turn(obs)
    card = obs.hand[3]
    action = choice.pick(f"hand:{card.code}")
    assert isinstance(action, CardAction) and action.verb == "bid" and action.card is card


def test_the_rumor_is_a_click_on_its_card_and_the_trump_one_on_the_track():
    state = new_state(4, rumors=offered_with(5))
    for seat, bid in enumerate(("B11", "B10", "B9", "B8")):
        act(state, seat, f"bid {bid}")
    choice = TABLE().turn(obs_of(state))
    assert isinstance(choice, OptionChoice)
    assert set(choice.marks()) == {"rumor:5", "rumor:1", "rumor:2"}
    assert [c.label for c in choice.controls()] == ["Choice of Fate", "Unexpected Challenger", "Test of Spirits"]
    assert choice.pick("rumor:5") is next(a for a in state.legal_actions(0) if isinstance(a, RumorAction) and a.rumor == 5)
    act(state, 0, "rumor 5")
    trump = TABLE().turn(obs_of(state))
    assert set(trump.marks()) == {"track:B", "track:D", "track:M", "track:P"}
    action = trump.pick("track:P")
    assert isinstance(action, TrumpAction) and action.suit == "P"


def test_the_exchange_is_a_hand_card_then_a_table_card():
    state = start(13, {0: ["M2"], 1: ["M3"], 2: ["M4"], 3: ["M5"]}, bids=("B1", "B11", "B9", "B8"))
    play(state, *(str(next(a for a in state.legal_actions(s) if not a.potioned)) for s in (1,)))
    for seat in (2, 3, 0):
        act(state, seat, str(next(a for a in state.legal_actions(seat) if not a.potioned)))
    assert state.phase == "exchange"
    seat = state.to_move()[0]
    obs = obs_of(state, seat)
    choice = TABLE().turn(obs)
    assert isinstance(choice, HandThen)
    give = obs.hand[0]
    assert choice.pick(f"hand:{give.code}") is None
    assert all(k.startswith(("table:", "hand:")) for k in choice.marks())
    take = obs.table_cards[1]
    action = choice.pick(f"table:{take.code}")
    assert isinstance(action, ExchangeAction) and (action.give, action.take) == (give, take)
    assert action in obs.legal_actions


def test_the_next_leader_is_a_button_per_player_by_name():
    state = start(16, {0: ["M2"], 1: ["M3"], 2: ["M4"], 3: ["M5"]}, bids=("B1", "B11", "B9", "B8"))
    while state.phase != "leader":
        (seat,) = state.to_move()
        act(state, seat, str(next(a for a in state.legal_actions(seat) if not a.potioned)))
    seat = state.to_move()[0]
    table = TABLE()
    choice = table.turn(obs_of(state, seat))
    assert [c.label for c in choice.controls()] == [f"Player {s + 1}" + (" (you)" if s == seat else "") for s in range(4)]
    table.names = ("Ana", "Bo", "Cy", "Di")  # the names arrive with the first layout
    labels = [c.label for c in choice.controls()]
    assert labels == [n + (" (you)" if i == seat else "") for i, n in enumerate(table.names)]
    action = choice.press(choice.controls()[2].key)
    assert isinstance(action, LeadAction) and action.seat == 2


# --- notes ---------------------------------------------------------------------------------------
def test_round_notes_say_the_rumor_tricks_and_potions_with_the_catch_up():
    closed = RoundClosed(1, 12, (3, 0, 5, 0), ((), ("auction", "catch-up"), (), ("catch-up",)))
    notes = closed.notes(lambda s: "ABCD"[s])
    assert notes[0].startswith("Rumor 12, The Price of Greed: 2 points a trick")
    assert notes[1] == "Tricks won: A 3, B 0, C 5, D 0."
    assert notes[2] == "Potions gained: B +2 (auction, catch-up); D +1 (catch-up)."
    nothing = RoundClosed(2, 3, (1, 1, 1, 1), ((), (), (), ()))
    assert nothing.notes(lambda s: "ABCD"[s])[-1] == "No potions gained this round."


def test_round_notes_are_the_rules_account_of_the_round_the_table_was_shown():
    state = start(14)
    events = finish_round(state)
    (closed,) = of_type(events, RoundClosed)
    assert closed.gains[0][0] == "auction" and closed.tricks_won == tuple(state.rounds[0].breakdown[s][0].count for s in range(4))
    table = TABLE()
    name = lambda s: "ABCD"[s]  # noqa: E731
    assert table.round_notes(state.rounds[0], name) == [], "no account shown yet: no notes made up"
    assert table.closes_round(closed)
    table.animate(closed, None)
    assert table.round_notes(state.rounds[0], name) == closed.notes(name)
    assert any(n.startswith("Potions gained: A +") for n in closed.notes(name))


def test_catch_up_potions_close_the_round_and_other_events_do_not():
    table = TABLE()
    assert table.closes_round(PotionGained(1, "catch-up", True))
    assert table.closes_round(PotionGained(1, "catch-up", False, "nobody may hold more than 4"))
    assert not table.closes_round(PotionGained(1, "auction", True))
    assert not table.closes_round(RoundStarted(2, None, None, 11, "Round 2 of 4"))
    assert table.closes_round(RoundClosed(1, 3, (1, 2, 3, 4), ((),) * 4))


def test_game_over_notes_name_the_potion_tie_break():
    result = GameResult(GAME, 3, (5.0, 5.0, 2.0), (1,), (), True, {"potions": [1, 3, 0]})
    notes = TABLE().result_notes(result, lambda s: "ABC"[s])
    assert notes == ["Potions left: A 1, B 3, C 0.", "Tied on points: B wins with the most potions left."]
    shared = GameResult(GAME, 3, (5.0, 5.0, 2.0), (0, 1), (), True, {"potions": [2, 2, 0]})
    assert TABLE().result_notes(shared, lambda s: "ABC"[s])[1] == "Tied on points and on potions: A and B share the win."


def test_seat_lines_show_tricks_and_points_so_far_then_potions():
    state = follow_state(potions=2)
    obs = obs_of(state)
    lines = TABLE().seat_lines(obs, 1)
    assert lines[0] == "0 tricks · 0 points"
    assert lines[1] == "2 potions · leads"
    assert TABLE().seat_lines(obs, 0)[1].endswith("leads") is False


def test_seat_lines_count_the_round_so_far_as_the_rules_score_it():
    state = start(3, {0: ["M9"], 1: ["M2"], 2: ["M3"], 3: ["M4"]})
    play(state, "play M9", "play M2", "play M3", "play M4")
    lines = [TABLE().seat_lines(state.observation(1), s)[0] for s in range(4)]
    assert lines == ["1 trick · 1.5 points", "0 tricks · 0 points", "0 tricks · 0 points", "0 tricks · 0 points"]
    state = start(17, {0: ["P9", "P2"], 1: ["P3", "B1"], 2: ["P4"], 3: ["P5"]})
    play(state, "play P9", "play P3", "play P4", "play P5")
    assert TABLE().seat_lines(state.observation(2), 0)[:2] == ["4 Paladins · 0 Barbarians", "2 points · 3 potions · leads"]


def test_a_face_down_play_badge_hides_what_it_became():
    from game.tables.vazerneiros.pieces import effect_words

    hidden = TrickPlay(2, None, None, None, ("half", "suit"), True)
    assert effect_words(hidden, own=False)[0] == "face down · 2 potions"
    lead = TrickPlay(2, None, "M", None, (), True)
    assert effect_words(lead, own=False)[0] == "face down · leads Mages"
    mine = TrickPlay(0, C("B7"), "M", 15, ("half", "suit"), True)
    assert effect_words(mine, own=True)[0] == "face down: Mage 7.5"
    shown = TrickPlay(0, C("B7"), "M", 15, ("half", "suit"), False)
    assert effect_words(shown, own=False)[0] == "as Mage 7.5"
