"""Tavern Tricks' table without a window: the deck's look, the layouts, and every turn's choice
built from ``legal_actions`` (the pass of three, the stake, a plain play, a Bow's seat, a
Shield's weapon, a Doppleganger's two source cards, a Thief's bank)."""

from __future__ import annotations

import pytest

from game.layout import load_layout
from game.table.choice import BACK, CONFIRM, MORE, Refused
from game.table.choices import CardsChoice, OptionChoice, StakeChoice
from game.table.combined import Then
from game.tables.tavern_tricks.table import TABLE
from game.tables.tavern_tricks.look import tavern_style
from rules.core.actions import CardAction
from rules.tavern_tricks.actions import (
    bow_action,
    doppel_action,
    pass_action,
    shield_action,
    stake_action,
    thief_action,
)
from rules.tavern_tricks.deck import play_actions, tavern_deck
from rules.tavern_tricks.observation import TavernTricksObservation


def card(code: str):
    return tavern_deck().card(code)


def obs(legal: tuple = (), hand: tuple = (), phase: str = "trick", trick: tuple = (), players: int = 4) -> TavernTricksObservation:
    return TavernTricksObservation(
        seat=0, players=players, to_move=(0,), legal_actions=legal, hand=hand, hand_counts=(len(hand),) + (8,) * (players - 1),
        round_no=1, scores=(20,) * players, is_over=False, history=(), phase=phase, dealer=players - 1, leader=0,
        direction="left", passed=(False,) * players, my_pass=(), received=(), pass_to=1, pass_from=players - 1, dice=("U", "axe"),
        stakes=(None,) * players, stakes_pile=0, trick=trick, tied_pile=(), tied_tricks=0, tricks_won=(0,) * players,
        tie_break=0, trick_no=1, hands_total=players, standing=tuple("x" for _ in trick), round_points=(),
    )


def test_every_card_has_a_face_and_numbers_show_their_weapon():
    from game.tables.tavern_tricks.look import WEAPON_PAINTERS
    from rules.tavern_tricks.deck import specialty_of, weapon_of

    style = tavern_style()
    for c in tavern_deck():
        assert c.suit in style.suits
        assert c.label in style.centre_symbols  # the middle: a weapon or a specialty's emblem
        if specialty_of(c) is None:
            assert style.centre_symbols[c.label] is WEAPON_PAINTERS[weapon_of(c)]
            assert style.suits[c.suit].printed and c.label not in style.captions
        else:
            assert c.label in style.symbol_labels and 10 <= len(style.captions[c.label]) <= 30  # a few words
    assert not style.suits["X"].printed  # a specialty card prints its emblem, not a suit


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_layouts_have_every_anchor_the_table_needs(players):
    required = TABLE().required_anchors(players)
    layout = load_layout("tavern_tricks", players, required)
    for name in required + [f"seat_{i}" for i in range(players)]:
        assert layout.has(name), name


def test_the_pass_takes_three_cards_then_pass():
    hand = tuple(card(c) for c in ("0", "14", "35", "BOW1", "5", "6", "7", "8"))
    import itertools
    legal = tuple(pass_action(*trio) for trio in itertools.combinations(hand, 3))
    choice = TABLE().turn(obs(legal, hand, "pass"))
    assert isinstance(choice, CardsChoice)
    with pytest.raises(Refused):
        choice.press(CONFIRM)
    for c in ("hand:0", "hand:14", "hand:BOW1"):
        assert choice.pick(c) is None
    with pytest.raises(Refused):
        choice.pick("hand:35")  # three are chosen
    assert choice.press(CONFIRM) is pass_action(card("0"), card("14"), card("BOW1"))


def test_the_stake_is_capped_by_the_legal_stakes():
    legal = (stake_action(1), stake_action(2))
    choice = TABLE().turn(obs(legal, (), "stake"))
    assert isinstance(choice, StakeChoice) and (choice.low, choice.high) == (1, 2)
    choice.press(MORE)
    with pytest.raises(Refused):
        choice.press(MORE)
    assert choice.press(CONFIRM) is stake_action(2)


def test_a_plain_card_plays_at_once_and_others_are_refused():
    hand = (card("14"), card("35"))
    legal = (play_actions().for_card(card("14")), play_actions().for_card(card("35")))
    choice = TABLE().turn(obs(legal, hand))
    assert choice.pick("hand:35") is legal[1]
    with pytest.raises(Refused):
        choice.pick("hand:BOW1")


NAMES = ("Ana", "Bruno", "Carmen", "Dmitri")


def named_table():
    table = TABLE()
    table.names = NAMES
    return table


def test_a_bow_asks_for_a_seat_by_its_bank_and_buttons_name_the_players():
    hand = (card("BOW1"), card("3"))
    legal = tuple(bow_action(card("BOW1"), s) for s in (1, 2, 3)) + (play_actions().for_card(card("3")),)
    choice = named_table().turn(obs(legal, hand))
    assert isinstance(choice, Then)
    assert choice.pick("hand:BOW1") is None
    assert isinstance(choice.second, OptionChoice)
    assert set(choice.marks()) >= {"bank:1", "bank:2", "bank:3"}
    assert [c.label for c in choice.controls()][:3] == ["Aim at Bruno", "Aim at Carmen", "Aim at Dmitri"]
    assert choice.pick("bank:2") is bow_action(card("BOW1"), 2)


def test_without_names_a_bow_calls_seats_by_their_place_and_long_names_are_cut():
    legal = tuple(bow_action(card("BOW1"), s) for s in (1, 2))
    choice = TABLE().turn(obs(legal, (card("BOW1"),)))
    choice.pick("hand:BOW1")
    assert [c.label for c in choice.controls()][:2] == ["Aim at 1st from left", "Aim at 2nd from left"]
    table = TABLE()
    table.names = ("Ana", "Bartholomew Longname", "Cy", "Di")
    choice = table.turn(obs(legal, (card("BOW1"),)))
    choice.pick("hand:BOW1")
    assert [c.label for c in choice.controls()][:2] == ["Aim at Bartholomew…", "Aim at Cy"]
    table.names = ("Ana", "Maximilianus", "Bartholomew", "Christopher", "Alexandrina", "Konstantinos")
    legal = tuple(bow_action(card("BOW1"), s) for s in range(1, 6))
    choice = table.turn(obs(legal, (card("BOW1"),), players=6))
    choice.pick("hand:BOW1")  # five long names: the buttons say the names alone, to fit one row
    assert [c.label for c in choice.controls()][:5] == list(table.names[1:])


def test_a_shield_asks_for_a_weapon_and_back_returns():
    hand = (card("SHIELD1"),)
    legal = tuple(shield_action(card("SHIELD1"), w) for w in ("sword", "axe", "mace"))
    choice = TABLE().turn(obs(legal, hand))
    choice.pick("hand:SHIELD1")
    assert [c.label for c in choice.controls()] == ["Sword", "Axe", "Mace", "Back"]
    choice.press(BACK)
    assert choice.second is None
    choice.pick("hand:SHIELD1")
    assert choice.press("option:mace") is shield_action(card("SHIELD1"), "mace")


def test_a_doppleganger_copies_race_then_weapon_from_cards_on_the_table():
    trick = ((1, card("13"), None), (2, card("35"), None))
    hand = (card("DOPPEL1"),)
    legal = tuple(doppel_action(card("DOPPEL1"), r, w) for r in (card("13"), card("35")) for w in (card("13"), card("35")))
    choice = TABLE().turn(obs(legal, hand, trick=trick))
    choice.pick("hand:DOPPEL1")
    assert "trick:1" in choice.marks() and "trick:2" in choice.marks()
    assert choice.pick("trick:1") is None  # race of the 13 Undead
    assert choice.pick("trick:2") is doppel_action(card("DOPPEL1"), card("13"), card("35"))


def test_a_thief_on_a_tie_asks_for_the_bank_by_name():
    hand = (card("THIEF1"),)
    legal = (thief_action(card("THIEF1"), 1), thief_action(card("THIEF1"), 3))
    choice = named_table().turn(obs(legal, hand))
    choice.pick("hand:THIEF1")
    assert [c.label for c in choice.controls()][:2] == ["Rob Bruno", "Rob Dmitri"]
    with pytest.raises(Refused):
        choice.pick("bank:2")
    assert choice.pick("bank:3") is thief_action(card("THIEF1"), 3)


def test_a_thief_with_one_play_needs_no_second_step():
    plain = play_actions().for_card(card("THIEF1"))
    assert isinstance(plain, CardAction)
    choice = TABLE().turn(obs((plain,), (card("THIEF1"),)))
    assert choice.pick("hand:THIEF1") is plain


def test_round_notes_come_from_the_hands_result_and_agree_with_its_grid():
    from rules.core.results import ScoreItem
    from rules.tavern_tricks.results import HandResult

    items = ((ScoreItem("Staked", -3), ScoreItem("Stakes taken", 7)), (ScoreItem("Staked", -2),), (ScoreItem("Staked", -2),))
    result = HandResult(2, (4, -2, -2), items, "Hand 2", tricks=(4, 2, 1), stakes_to=0, stakes=7, banks=(27, 18, 15),
                        unclaimed=0)
    names = ["You", "Bruno", "Carmen"].__getitem__
    notes = TABLE().round_notes(result, names)
    assert notes == [
        "Tricks taken: You 4, Bruno 2, Carmen 1.",
        "You took the stakes: 7 coins.",
        "Coins in the banks now: You 27, Bruno 18, Carmen 15 (the 20 each began with, plus the Total).",
    ]
    assert all(sum(i.points for i in items[s]) == result.points[s] for s in range(3))  # the grid's "This round"


def test_the_game_notes_and_the_summary_agree_with_a_played_game():
    """A whole game: each hand's notes name the banks that its grid's running Total gives."""
    import random

    from rules.tavern_tricks.state import TavernTricksState

    state = TavernTricksState(3, {}, seed=11)
    rng = random.Random(1)
    while not state.is_over():
        seat = rng.choice(state.to_move())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    rounds = state.result().rounds
    for i, hand in enumerate(rounds):
        total = [sum(r.points[s] for r in rounds[: i + 1]) for s in range(3)]
        banks = ", ".join(f"P{s} {20 + total[s]}" for s in range(3))
        assert f"Coins in the banks now: {banks} " in TABLE().round_notes(hand, lambda s: f"P{s}")[-1]
    final = TABLE().result_notes(state.result(), lambda s: f"P{s}")[0]
    assert final.startswith("Coins after 6 hands: " + ", ".join(f"P{s} {state.coins[s]}" for s in range(3)))


def test_plates_show_the_hand_so_far_tricks_and_coins_at_stake():
    table = TABLE()
    o = obs(phase="pass", players=3)._replace(passed=(True, False, False))
    assert table.seat_lines(o, 0) == ["0 cards · 20 coins", "pass laid"]
    assert table.seat_lines(o, 2) == ["8 cards · 20 coins", "choosing a pass · dealer"]
    o = o._replace(phase="stake", stakes=(2, None, None), scores=(18, 20, 1))
    assert table.seat_lines(o, 0)[1] == "2 at stake" and table.seat_lines(o, 1)[1] == "to stake"
    assert table.seat_lines(o, 2)[0] == "8 cards · 1 coin"
    o = o._replace(phase="trick", stakes=(2, 1, 1), tricks_won=(1, 0, 3))
    assert [table.seat_lines(o, s)[1] for s in range(3)] == ["1 trick · 2 at stake", "0 tricks · 1 at stake", "3 tricks · 1 at stake"]


def test_the_pass_prompt_and_button_name_the_receiver():
    import itertools

    hand = tuple(card(c) for c in ("0", "14", "35", "BOW1", "5", "6", "7", "8"))
    legal = tuple(pass_action(*trio) for trio in itertools.combinations(hand, 3))
    choice = named_table().turn(obs(legal, hand, "pass"))
    assert choice.hint.startswith("Pass 3 cards to Bruno (the coin says left)")
    assert [c.label for c in choice.controls()] == ["Pass to Bruno"]


def test_trick_badges_say_the_rules_standing_or_the_specialty_and_its_choice():
    from game.tables.tavern_tricks.pieces import standing_hover, standing_text

    assert standing_text(card("14"), None, "matches both dice (tier 1)") == "both dice · tier 1"
    assert standing_text(card("5"), None, "ranks by number only (tier 4)") == "number only · tier 4"
    assert standing_text(card("5"), None, "cannot win: a Bow names it") == "Bow: cannot win"
    assert standing_text(card("BOW1"), 2, "cannot win: a specialty card", me=1, players=4) == "Bow: 1st from left"
    assert standing_text(card("BOW1"), 1, "cannot win: a specialty card", me=1, players=4) == "Bow: you"
    assert standing_text(card("SHIELD1"), "axe", "cannot win: a specialty card") == "No axes"
    assert standing_text(card("DOPPEL1"), (card("13"), card("35")), "matches the race (tier 2)") == "0 Undead Axe · tier 2"
    assert standing_text(card("ODRAGON"), None, "the Dragon beats every card") == "beats every card"
    assert standing_text(card("ODRAGON"), None, "cannot win: the Dragon does not qualify") == "does not qualify"
    assert standing_text(card("CDRAGON"), None, "cannot win: a Bow names it") == "Bow: cannot win"
    assert standing_text(card("FATES1"), None, "cannot win: a Bow names it") == "Fates rerolled"
    named = standing_text(card("BOW1"), 2, "cannot win: a specialty card", me=1, players=4, names=NAMES)
    assert named == "Bow: Carmen"
    assert standing_hover(card("5"), "ranks by number only (tier 4)") == "5 Goblin Sword: Ranks by number only (tier 4)."


@pytest.mark.parametrize("size", [(72, 108), (96, 144)])  # the hand's cards at 960×600 and 1280×720
@pytest.mark.parametrize("colorblind", [False, True])
def test_battle_cards_show_race_and_weapon_large_under_the_number(size, colorblind):
    """The lower part of a battle card is its race's disc and its weapon, nothing else: the same
    for two cards of one race and weapon, different for another weapon or another race."""
    import pygame

    from game.art.cards import CardArt

    pygame.init()
    art = CardArt(tavern_style(), size, colorblind)
    w, h = size

    def lower(code: str) -> bytes:
        return pygame.image.tobytes(art.face(card(code)).subsurface((0, round(h * 0.6), w, round(h * 0.38))), "RGBA")

    assert lower("14") == lower("23")  # Human sword, Human sword
    assert lower("14") != lower("10")  # Human sword, Human axe
    assert lower("14") != lower("30")  # Human sword, Elf sword
    deck = tavern_deck()
    assert len({pygame.image.tobytes(art.face(c), "RGBA") for c in deck}) == len({c.label for c in deck})
    battle = [c for c in deck if c.suit != "X"]
    corners = {pygame.image.tobytes(art.face(c).subsurface((0, 0, w // 2, h // 3)), "RGBA") for c in battle}
    assert len(corners) == len(battle)  # the corner alone tells every battle card apart


@pytest.mark.parametrize("size,printed", [((72, 108), True), ((96, 144), True), ((120, 180), True), ((42, 63), False)])
def test_specialty_cards_print_their_effect_when_large_enough(size, printed):
    import dataclasses

    import pygame

    from game.art.cards import CardArt

    pygame.init()
    style = tavern_style()
    bare = CardArt(dataclasses.replace(style, captions={}), size)
    art = CardArt(style, size)
    for code in ("BOW1", "SHIELD1", "DOPPEL1", "FATES1", "OCROWN1", "CCROWN1", "ODRAGON", "CDRAGON", "THIEF1"):
        face, plain = art.face(card(code)), bare.face(card(code))
        assert (pygame.image.tobytes(face, "RGBA") != pygame.image.tobytes(plain, "RGBA")) is printed, code


@pytest.mark.parametrize("size", [44, 58, 80])
def test_the_dice_show_the_cards_race_disc_and_weapon_icon(size):
    """Each face of the race die paints its race's lettered disc in the race's colour, and each
    face of the weapon die the weapon the cards print: the very painters of the deck's look."""
    import dataclasses

    import pygame

    from game.pieces.die import DieSprite
    from game.tables.tavern_tricks.look import RACE_COLOURS, WEAPON_PAINTERS
    from game.tables.tavern_tricks.pieces import race_die, weapon_die
    from rules.tavern_tricks.deck import RACES, WEAPON_FACES

    pygame.init()
    style = tavern_style()
    for i, w in enumerate(WEAPON_FACES):
        die = weapon_die(w)
        assert die.value == WEAPON_FACES.index(w) and die.symbols[i] is WEAPON_PAINTERS[w]
        assert style.centre_symbols["35" if w == "axe" else "14" if w == "sword" else "1"] is WEAPON_PAINTERS[w]
    for i, race in enumerate(RACES):
        die = dataclasses.replace(race_die(race), size=size)
        assert die.inks[i] == RACE_COLOURS[race][0] and die.symbols[i].args == (race,)
        face = DieSprite(die).face_image(i)
        plain = DieSprite(dataclasses.replace(die, symbols=(), inks=())).face_image(i)
        assert pygame.image.tobytes(face, "RGBA") != pygame.image.tobytes(plain, "RGBA")
        assert DieSprite(die).caption() is None  # the symbol says it; no word under the die
        centre = face.get_at((round(face.get_width() * 0.28), face.get_height() // 2))
        assert abs(centre.r - RACE_COLOURS[race][0][0]) < 40  # the disc in the race's colour
