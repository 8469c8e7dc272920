"""The Copper Trickster's table, phase by phase with fixed seeds (headless): the Supplier's suit
cards and buttons, the discard-and-pass choice with Ea-Nasir's refused bad suit, the Messenger's
lone discard, the indicator private then revealed, the Party's trump, the round notes, the copper
deck's look, and every piece inside its place at the smallest and the usual window."""

from __future__ import annotations

import random

import pygame
import pytest

from game.app import App
from game.art.cards import CardArt
from game.match import HUMAN, Match, SeatConfig
from game.pieces.card import CardSprite
from game.pieces.slot import SlotSprite
from game.scenes.table import TableScene
from game.table.choice import CONFIRM, Refused
from game.table.choices import CardChoice, CardsChoice, OptionChoice
from game.tables.copper_trickster.table import copper_style, suit_card
from game.tables.copper_trickster.pieces import know_text, own_pile_area, voids_line
from rules.copper_trickster.characters import EA_NASIR, MESSENGER, SUPPLIER
from rules.copper_trickster.deck import SUIT_NAMES, copper_deck
from rules.copper_trickster.quality import BAD, GREAT
from rules.copper_trickster.state import CopperTricksterState
from tests.table_driver import settle
from tests.table_driver import wait_for as wait_steps

PARTY = {"ea_nasirs_party": True}


def seat_of(character: str, players: int, seed: int, options: dict | None = None) -> int:
    return CopperTricksterState(players, options or {}, seed).seat_of[character]


def start(app: App, players: int, human: int, seed: int, options: dict | None = None) -> tuple[Match, TableScene]:
    seats = [SeatConfig("You", HUMAN) if i == human else SeatConfig(f"B{i}", level="random") for i in range(players)]
    match = Match.new("copper_trickster", seats, seed=seed, options=options or {})
    table = app.scenes.table(match)
    app.stack.push(table)
    settle(app)
    return match, table


def wait_for(app: App, table: TableScene, done) -> None:
    wait_steps(app, table, done, steps=3000)


def my_turn_in(app: App, table: TableScene, phase: str) -> None:
    wait_for(app, table, lambda: table.driver.my_turn() and table.driver.shown.phase == phase)


@pytest.fixture
def quiet_app(app: App) -> App:
    app.settings.animation_speed = "off"
    return app


def test_the_supplier_chooses_the_great_copper_from_suit_cards_or_buttons(quiet_app):
    human = seat_of(SUPPLIER, 4, seed=3)
    match, table = start(quiet_app, 4, human, seed=3)
    my_turn_in(quiet_app, table, "great")
    choice = table.driver.choice
    assert isinstance(choice, OptionChoice)
    assert [c.label for c in choice.controls()] == [SUIT_NAMES[s] for s in "BFMPS"]
    for suit in "BFMPS":
        sprite = table.view.get(f"choose:{suit}")
        assert isinstance(sprite, CardSprite) and sprite.shows_face and sprite.card is suit_card(suit)
    assert not table.view.keys("quality:"), "no suit card lies on the indicator before the choice"
    assert len(table.view.keys("slot:")) == 5
    table.input.pick("choose:M")
    settle(quiet_app)
    assert (human, "great M") in match.record.actions
    great = table.view.get("quality:great")
    assert great.shows_face and great.card is suit_card("M")
    assert table.view.get("slot:great").spec.private, "the great slot is marked as the Supplier's secret"
    others = [table.view.get(k) for k in table.view.keys("quality:") if k != "quality:great"]
    assert len(others) == 4 and not any(s.shows_face for s in others)


def test_ea_nasir_discards_then_passes_but_never_the_bad_suit(quiet_app):
    for seed in range(1, 40):
        human = seat_of(EA_NASIR, 4, seed)
        match, table = start(quiet_app, 4, human, seed)
        my_turn_in(quiet_app, table, "pass")
        obs = table.driver.shown
        bad = dict(obs.known)[BAD]
        bad_cards = [c for c in obs.hand if c.suit == bad]
        if bad_cards and len(bad_cards) < len(obs.hand) - 1:
            break
        quiet_app.stack.pop()
    else:
        raise AssertionError("no seed gives Ea-Nasir a bad-suit card and two others")
    choice = table.driver.choice
    assert isinstance(choice, CardsChoice) and choice.roles == ("Discard", "Pass")
    assert not choice.controls()[0].enabled, "Confirm waits for two cards"
    discard = next(c for c in obs.hand if c.suit != bad)
    assert choice.pick(f"hand:{discard.code}") is None
    marks = choice.marks()
    assert marks[f"hand:{discard.code}"].badge == "Discard"
    assert not any(marks[f"hand:{c.code}"].pickable for c in bad_cards), "the bad suit is greyed for the pass"
    with pytest.raises(Refused, match="bad copper"):
        choice.pick(f"hand:{bad_cards[0].code}")
    passed = next(c for c in obs.hand if c.suit != bad and c is not discard)
    choice.pick(f"hand:{passed.code}")
    others = [s for s in range(4) if s != human]
    assert all(table.view.get(f"laid:{s}:1").card is None for s in others), "the bots' cards lie face down"
    assert table.input.press(CONFIRM)
    assert (human, f"pass {discard.code} {passed.code}") in match.record.actions
    wait_for(quiet_app, table, lambda: table.driver.shown.phase == "tricks")
    received = table.driver.shown.received
    assert received is not None and table.view.get(f"hand:{received.code}") is not None


def test_the_five_player_messenger_only_discards(quiet_app):
    human = seat_of(MESSENGER, 5, seed=2)
    match, table = start(quiet_app, 5, human, seed=2)
    my_turn_in(quiet_app, table, "pass")
    choice = table.driver.choice
    assert isinstance(choice, CardChoice) and "discard" in choice.hint
    card = table.driver.shown.hand[0]
    assert table.input.pick(f"hand:{card.code}")
    assert (human, f"discard {card.code}") in match.record.actions


def test_the_messenger_s_discard_leaves_the_hand_as_it_is_laid(app):
    """At normal speed the other seats' lays and the hand-over play for seconds before the table
    is laid out again: the Messenger's own card must leave the hand as it is laid (as a
    discard-and-pass does), not linger there until then."""
    app.settings.animation_speed = "normal"
    human = seat_of(MESSENGER, 5, seed=2)
    match, table = start(app, 5, human, seed=2)
    my_turn_in(app, table, "pass")
    card = table.driver.shown.hand[0]
    assert table.input.pick(f"hand:{card.code}")
    for _ in range(6):
        app.step(dt=0.05)
    assert table.driver.shown.phase == "pass", "the table has not been laid out again yet"
    assert table.view.get(f"hand:{card.code}") is None
    assert table.view.get(f"laid:{human}:0").card is card


def test_the_revelation_turns_every_suit_card_up_and_the_notes_name_them(quiet_app):
    human = seat_of(MESSENGER, 5, seed=4)
    match, table = start(quiet_app, 5, human, seed=4)
    wait_for(quiet_app, table, lambda: table.driver.shown.phase == "tricks")
    assert not any(table.view.get(k).shows_face for k in table.view.keys("quality:")), "the Messenger sees no slot"
    wait_for(quiet_app, table, lambda: table.driver.shown.revealed)
    shown = dict(table.driver.shown.known)
    for slot, suit in shown.items():
        sprite = table.view.get(f"quality:{slot}")
        assert sprite.shows_face and sprite.card is suit_card(suit)
        assert not table.view.get(f"slot:{slot}").spec.private, "after the Revelation nothing is private"
    wait_for(quiet_app, table, lambda: type(quiet_app.stack.top).__name__ == "RoundSummaryScene")
    notes = quiet_app.stack.top.notes
    assert f"great {SUIT_NAMES[shown[GREAT]]}" in notes
    assert "You, the Messenger, won" in notes


def test_the_party_turns_up_a_trump_beside_the_indicator(quiet_app):
    match, table = start(quiet_app, 3, human=0, seed=6, options=PARTY)
    assert table.view.get("trump:slot") is not None and table.view.get("trump:card") is None
    wait_for(quiet_app, table, lambda: table.driver.shown.phase == "tricks")
    trump = table.driver.shown.trump_card
    sprite = table.view.get("trump:card")
    assert trump is not None and sprite.shows_face and sprite.card is trump
    assert table.view.rect("trump").contains(sprite.rect)
    placed = {p.key: p for p in table.table.placements(table.driver.shown, table)}
    assert placed["trump:card"].hover.startswith(f"{SUIT_NAMES[trump.suit]} are trump")
    wait_for(quiet_app, table, lambda: bool(table.driver.shown.own_won))
    placed = {p.key: p for p in table.table.placements(table.driver.shown, table)}
    own = table.driver.shown.own_won
    for suit in {c.suit for c in own}:
        badge = placed[f"won:own:{suit}:count"]
        assert badge.piece.text == f"\u00d7{sum(c.suit == suit for c in own)}"
        numbers = ", ".join(str(c.rank) for c in sorted(own, key=lambda c: c.rank) if c.suit == suit)
        assert badge.hover == f"{SUIT_NAMES[suit]} taken: {numbers}"


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_layout_has_every_anchor_and_no_two_places_overlap(players):
    from game.layout import common_anchors, load_layout
    from game.tables.copper_trickster.table import TABLE

    needed = TABLE().required_anchors(players)
    layout = load_layout("copper_trickster", players, required=needed)
    assert sorted(layout.names()) == sorted(set(common_anchors(players) + needed)), "nothing stale"
    bounds = pygame.Rect((0, 0), layout.size)
    names = layout.names()
    for i, a in enumerate(names):
        assert bounds.contains(layout.anchor(a)), a
        for b in names[i + 1:]:
            assert not layout.anchor(a).colliderect(layout.anchor(b)), f"{a} overlaps {b}"
    assert layout.anchor("trick").width >= 120 + (players - 1) * 36, "each trick card's corner shows"


PLACES = {  # piece key prefix -> the anchor (or anchor kind, per seat) it must stay inside
    "slot:": "indicator", "quality:": "indicator", "trump:": "trump", "know": "know",
    "trick:": "trick", "who:": "trick", "choose:": "trick",
}


def anchor_for(table: TableScene, key_: str) -> str | None:
    for prefix, anchor in PLACES.items():
        if key_.startswith(prefix):
            return anchor
    kind, _, rest = key_.partition(":")
    if kind in ("role", "won", "laid", "fan") and rest.split(":")[0].isdigit():
        anchor_kind = "won" if kind == "laid" else kind
        return table.seating.anchor(anchor_kind, int(rest.split(":")[0]))
    return None


@pytest.mark.parametrize("size,cards", [((960, 600), "medium"), ((1280, 720), "medium"), ((960, 600), "large")])
@pytest.mark.parametrize("players,party", [(3, False), (4, True), (5, True)])
def test_every_piece_stays_inside_its_place(app_paths, size, cards, players, party):
    """At each phase, every piece lies inside its anchor (with 4 logical pixels to spare) and on
    the screen: nothing is cut off or laid over its neighbour's place."""
    app = App(headless=True, size=size, paths=app_paths)
    app.settings.animation_speed = "off"
    app.settings.card_size = cards
    app.go_to_title()
    human = seat_of(SUPPLIER, players, seed=8, options=PARTY if party else None)
    match, table = start(app, players, human, seed=8, options=PARTY if party else None)
    seen: set[str] = set()

    def look() -> bool:
        obs = table.driver.shown
        moment = f"{obs.phase}{'-revealed' if obs.revealed else ''}{'-trick' if obs.trick else ''}"
        own = f"own {len(obs.own_won) // 8}" if obs.own_won else ""  # the own pile as it grows
        if moment not in seen or own not in seen:
            seen.update((moment, own))
            screen = app.screen.get_rect()
            for key_, sprite in table.view.sprites.items():
                anchor = anchor_for(table, key_)
                assert screen.contains(sprite.rect), f"{key_} leaves the window"
                if key_.startswith("won:own:"):  # won_0, spread over the trump's place without the Party
                    anchor, area = "own pile", own_pile_area(obs, table)
                elif anchor is not None:
                    area = table.view.rect(anchor)
                if anchor is not None:
                    room = area.inflate(table.view.length(8), table.view.length(8))
                    assert room.contains(sprite.rect), f"{key_} {sprite.rect} sticks out of {anchor} {room}"
        return {"great", "pass", "tricks-trick", "tricks-revealed-trick", "own 0", "own 1"} <= seen

    wait_for(app, table, look)
    app.close()


def played_to(trick_no: int, players: int = 4, seed: int = 5, human: int = 0, stop_after_pass: bool = False):
    """A state played at random up to ``trick_no`` (or, with ``stop_after_pass``, to just after
    ``human`` has laid its cards while every other seat still thinks)."""
    state = CopperTricksterState(players, {}, seed=seed)
    rng = random.Random(2)
    while state.phase != "tricks" or state.trick_no < trick_no:
        seat = state.to_move()[0] if not stop_after_pass or state.phase != "pass" else human
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        if stop_after_pass and state.phase == "pass" and state.passed[human]:
            return state
    return state


def test_the_laid_discard_and_pass_show_only_to_their_owner(quiet_app):
    match, table = start(quiet_app, 4, human=1, seed=5)
    settle(quiet_app)
    state = played_to(0, human=1, stop_after_pass=True)
    mine = {p.key: p.piece for p in table.table.placements(state.observation(1), table)}
    assert mine["laid:1:0"].card is state.discards[1] and mine["laid:1:0"].face_up
    assert mine["laid:1:1"].card is state.passes[1]
    table.driver.viewer = None  # a hot-seat hand-off: nobody holds the screen
    hidden = {p.key: p.piece for p in table.table.placements(state.observation(1), table)}
    assert hidden["laid:1:0"].card is None and hidden["laid:1:1"].card is None
    assert "know" not in hidden and not any(k.startswith("choose:") for k in hidden)


NAMES = ("Ada", "Ben", "Cy", "Di", "Eve")


def test_the_voids_line_names_each_player_then_character_and_only_real_voids():
    """"Ada (Ea-Nasir): no Palms": every void the panel names is real (that seat holds no card
    of the suit; no card joins a hand once the tricks begin), and the shown seat is left out."""
    from rules.copper_trickster.characters import CHARACTER_NAMES

    state = played_to(11)
    line = voids_line(state.observation(0), NAMES.__getitem__)
    assert line, "seed 5 has someone off suit within ten tricks"
    for part in line.split("; "):
        who, _, suits = part.partition(": no ")
        seat = NAMES.index(who.split(" (")[0])
        assert who == f"{NAMES[seat]} ({CHARACTER_NAMES[state.characters[seat]]})" and seat != 0
        lacking = [code for code, word in SUIT_NAMES.items() if word in suits.split(", ")]
        assert lacking and not [c for c in state.hands[seat] if c.suit in lacking], part
    assert line in know_text(state.observation(0), NAMES.__getitem__)


@pytest.mark.parametrize("colorblind", [False, True])
def test_the_copper_deck_draws_every_card_and_suit_card(colorblind):
    pygame.init()
    style = copper_style()
    assert set(style.suits) == set("BFMPS")
    colours = {look.fill(colorblind) for look in style.suits.values()}
    assert len(colours) == 5, "five suits, five colours"
    assert {look.letter for look in style.suits.values()} == set("BFMPS")
    for size in ((56, 84), (96, 144)):
        art = CardArt(style, size, colorblind)
        for card in [*copper_deck(), *(suit_card(s) for s in "BFMPS")]:
            assert art.face(card).get_size() == size
        assert art.back().get_size() == size


def test_slot_labels_fit_with_a_padlock_at_the_smallest_window():
    """"Good Babylonian" with a padlock, in a slot as narrow as five make it: no word is cut."""
    from game.pieces.specs import SlotPiece
    from game.tables.copper_trickster.look import slot_label, slot_size

    pygame.init()
    width, height = slot_size(5, 624, 136)
    sprite = SlotSprite(SlotPiece(slot_label("good_babylonian"), (width, height), private=True), scale=0.75)
    _, lines = sprite.label_lines()
    assert lines == ["Good", "Babylonian"]
