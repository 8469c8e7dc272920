"""Screen faults found on screenshots, each pinned down: the card the player points at is drawn
over its neighbours in a fanned hand; a refusal note never covers the turn's prompt; the log
never leaves a lone number on a line of its own."""

from __future__ import annotations

import re

import pygame
import pytest

from game.app import App
from game.match import HUMAN, Match, SeatConfig
from game.scenes.table import TableScene
from tests.synthetic import click, key, move
from tests.table_driver import settle, wait_for_my_turn


@pytest.fixture
def quiet_app(app: App) -> App:
    app.settings.animation_speed = "off"
    return app


def start(app: App, game: str, players: int, seed: int = 1, options: dict | None = None) -> TableScene:
    seats = [SeatConfig("You", HUMAN)] + [SeatConfig(f"Bot{i}") for i in range(1, players)]
    match = Match.new(game, seats, seed=seed, options=options or {})
    table = app.scenes.table(match)
    app.stack.push(table)
    settle(app)
    return table


def hand_keys(table: TableScene) -> list[str]:
    return [f"hand:{card.code}" for card in table.driver.shown.hand]


def drawn_above(table: TableScene, lower: str, upper: str) -> bool:
    order = [k for k, _ in table.view.stacking(table.view.sprites.items())]
    return order.index(upper) > order.index(lower)


def covered_part(table: TableScene, key: str, neighbour: str) -> tuple[int, int]:
    """A point of ``key``'s card that ``neighbour`` lies over when neither is raised."""
    mine, theirs = table.view.get(key).rect, table.view.get(neighbour).rect
    overlap = mine.clip(theirs)
    assert overlap.width > 4, f"{key} and {neighbour} do not overlap: the hand is not fanned"
    return overlap.center


def test_the_card_under_the_keyboard_cursor_is_drawn_over_its_neighbours(quiet_app):
    """Copas, seed 1, 4 players, trick 1: the hand overlaps; Left/Right walk the cards that may
    be played, and each one the cursor rests on covers both neighbours, in drawing and in hit
    tests (a click on the part you see lands on it: where it lies over its left neighbour; the
    fan opens after it, so it no longer lies over its right one)."""
    table = start(quiet_app, "copas", 4)
    wait_for_my_turn(quiet_app, table)
    keys = hand_keys(table)
    seen = 0
    quiet_app.step([key(pygame.K_LEFT)])
    for _ in range(len(keys)):
        cursor = table.input.cursor
        assert cursor in keys
        i = keys.index(cursor)
        for j in (i - 1, i + 1):
            if 0 <= j < len(keys):
                assert drawn_above(table, keys[j], cursor), f"{cursor} is drawn under {keys[j]}"
        if i >= 1:
            point = covered_part(table, keys[i - 1], cursor)
            assert table.view.topmost("hand:", point)[0] == cursor
            seen += 1
        quiet_app.step([key(pygame.K_LEFT)])
        if table.input.cursor == cursor:
            break  # the first card that may be played
    assert seen, "the cursor never rested on a card with a left-hand neighbour"


def test_the_fan_opens_so_the_raised_card_hides_no_index(quiet_app):
    """Copas, seed 1, 4 players: the hand is fanned tighter than a card's width, so a card drawn
    over its right-hand neighbour would hide that one's corner index; with the cursor on a card
    the hand opens after it (at once: animations are off here) and the corner shows; the mouse
    on another card opens the fan there instead; the cursor gone, the fan closes."""
    table = start(quiet_app, "copas", 4)
    wait_for_my_turn(quiet_app, table)
    keys = hand_keys(table)
    quiet_app.step([key(pygame.K_LEFT)])
    cursor = table.input.cursor
    i = keys.index(cursor)
    for _ in range(len(keys)):
        if i + 1 < len(keys):
            break
        quiet_app.step([key(pygame.K_LEFT)])  # the last card has no right-hand neighbour to hide
        cursor = table.input.cursor
        i = keys.index(cursor)
    assert i + 1 < len(keys)
    neighbour, raised = table.view.get(keys[i + 1]), table.view.get(cursor)
    assert neighbour.x - raised.x < raised.rect.width - 6, "this hand was not tight enough to test"
    for _ in range(30):
        quiet_app.step()
    corner = (neighbour.rect.left + 4, neighbour.rect.top + 6)
    assert table.view.topmost("hand:", corner)[0] == keys[i + 1], "the raised card hides its neighbour's index"
    assert table.view.get(keys[i + 1]).spread > 0
    # the mouse on another card: the fan opens after that one instead (one opening at a time)
    j = i - 2 if i >= 2 else i + 2
    if j + 1 < len(keys):
        pointed = table.view.get(keys[j])
        quiet_app.step([move((pointed.rect.left + 3, pointed.rect.centery))])
        assert table.input.hovering == keys[j]
        for _ in range(30):
            quiet_app.step()
        after = table.view.get(keys[j + 1])
        assert table.view.topmost("hand:", (after.rect.left + 4, after.rect.top + 6))[0] == keys[j + 1]
        quiet_app.step([move((0, 0))])
    table.input.cursor = None
    table.input.mark()
    for _ in range(30):
        quiet_app.step()
    assert all(table.view.get(k).spread == 0 for k in keys)


def test_moving_the_cursor_on_lowers_the_card_it_left(quiet_app):
    table = start(quiet_app, "copas", 4)
    wait_for_my_turn(quiet_app, table)
    quiet_app.step([key(pygame.K_LEFT)])
    first = table.input.cursor
    quiet_app.step([key(pygame.K_LEFT)])
    second = table.input.cursor
    assert first != second
    assert table.view.raised == frozenset({second})
    keys = hand_keys(table)
    i = keys.index(first)
    if i + 1 < len(keys) and keys[i + 1] != second:
        assert drawn_above(table, first, keys[i + 1]), "the card left behind stays on top"


def test_the_card_under_the_mouse_is_drawn_over_its_neighbours(quiet_app):
    """The Copper Trickster, choosing what to lay: the 15-card hand overlaps; the card the mouse
    points at comes up over its neighbours, and moving right onto the next card's own strip
    points at that one (the raised card does not hold the mouse), which then comes up."""
    table = start(quiet_app, "copper_trickster", 4, options={"ea_nasirs_party": "on"})
    wait_for_my_turn(quiet_app, table)
    keys = hand_keys(table)
    assert len(keys) >= 10
    target, neighbour = keys[3], keys[4]
    point = covered_part(table, target, neighbour)  # the neighbour's left strip, over the target
    target_only = table.view.get(target).rect.left + 3, table.view.get(target).rect.centery
    quiet_app.step([move(target_only)])
    assert table.input.hovering == target and table.view.raised == frozenset({target})
    assert drawn_above(table, neighbour, target)
    assert table.view.topmost("hand:", point)[0] == target, "the raised card is not drawn on top"
    # the fan opened after the target: the neighbour's own strip is now its left edge
    point = table.view.get(neighbour).rect.left + 3, table.view.get(neighbour).rect.centery
    quiet_app.step([move(point)])
    assert table.input.hovering == neighbour
    assert drawn_above(table, target, neighbour)
    assert table.view.topmost("hand:", point)[0] == neighbour


def test_a_click_lands_on_the_card_drawn_on_top_where_it_clicks(quiet_app):
    """Whatever the cursor and the mouse raised, the card the mouse points at (the one a click
    there picks) is the card the player sees on top at that point."""
    table = start(quiet_app, "copper_trickster", 4, options={"ea_nasirs_party": "on"})
    wait_for_my_turn(quiet_app, table)
    keys = hand_keys(table)
    quiet_app.step([key(pygame.K_RIGHT), key(pygame.K_RIGHT), key(pygame.K_RIGHT)])
    assert table.input.cursor in keys
    for x in range(table.view.rect("hand").left, table.view.rect("hand").right, 7):
        y = table.view.get(keys[0]).rect.centery
        quiet_app.step([move((x, y))])
        seen = table.view.topmost("hand:", (x, y))
        assert (seen and seen[0]) == table.input.hovering, f"at x={x} {seen and seen[0]} is on top, the mouse points at {table.input.hovering}"


REFUSAL = "Follow suit: play one of your Paladins, or turn this card into one with a potion."


def prompt_untouched(app: App, table: TableScene) -> pygame.Rect:
    """The prompt's rectangle, after checking that what the screen shows there is the prompt as
    the table's chrome drew it (no note, button or piece over it) and that it lies inside the
    part of the strip the kit gave it."""
    prompt = table.panels.prompt_drawn
    assert prompt is not None, "no prompt drawn"
    assert table.input.hint_area().contains(prompt), f"the prompt {prompt} sticks out of {table.input.hint_area()}"
    shown = app.screen.subsurface(prompt)
    drawn = table.chrome.subsurface(prompt)
    differ = [
        (x, y) for x in range(0, prompt.width, 2) for y in range(0, prompt.height, 2)
        if shown.get_at((x, y)) != drawn.get_at((x, y))
    ]
    assert not differ, f"something is drawn over the prompt at {[(prompt.x + x, prompt.y + y) for x, y in differ[:3]]}"
    return prompt


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_a_refusal_note_never_covers_the_prompt_above_the_potion_buttons(quiet_app, size):
    """Vazerneiros: picking a card that may take potions puts the potion buttons in the strip
    and the prompt in a band above them; the refusal note (and the greyed button's note) then
    goes above the prompt instead of over it."""
    from tests.test_table_vazerneiros_window import human_turn, potion_step
    from rules.vazerneiros.actions import PlayAction
    import random

    quiet_app.resize(size)
    table = start(quiet_app, "vazerneiros", 4)
    rng = random.Random(1)
    for i in range(60):
        wait_for_my_turn(quiet_app, table)
        potioned = [a for a in table.driver.shown.legal_actions if isinstance(a, PlayAction) and a.potioned]
        if potioned:
            break
        human_turn(quiet_app, table, rng, i)
    else:
        pytest.fail("no turn offered a potion")
    sprite = table.view.get(f"hand:{potioned[0].card.code}")
    quiet_app.step(click(sprite.rect.center))
    assert potion_step(table) is not None
    quiet_app.step()
    assert table.input.hint_area().bottom <= table.input.area.top, "the prompt is not in a band above the buttons"
    prompt_untouched(quiet_app, table)
    table.tell(REFUSAL)
    quiet_app.step()
    prompt_untouched(quiet_app, table)
    table.tooltip = None
    disabled = next((b for c, b in table.input.buttons if not c.enabled and c.reason), None)
    if disabled is not None:
        quiet_app.step([move(disabled.rect.center)])
        assert table.input.hover_tip() is not None
        prompt_untouched(quiet_app, table)


LOG_LINES = [  # an entry of the log, and the number that closes a phrase in it
    ("Bruno takes trick 2 with the Barbarian 10.", "10."),
    ("Carmen plays the Barbarian 0.", "0."),
    ("Ada takes trick 1 with the Barbarian 11: highest Barbarian.", "11:"),
    ("Carmen plays the Paladin 6.", "6."),
]


def lone_numbers(lines: list[str]) -> list[str]:
    return [line for line in lines if re.fullmatch(r"[-+]?\d+(?:[.,]\d+)?[.,:;!?)]*", line.strip())]


@pytest.mark.parametrize("entry, number", LOG_LINES)
def test_the_log_never_wraps_a_number_onto_a_line_of_its_own(entry, number):
    """At the width where a greedy wrap would leave "10." alone, the word before it goes down
    with it; at every width the lines keep every word, in order, each line within the width."""
    from game.ui.fonts import Fonts
    from game.ui.text import wrap

    pygame.font.init()
    font = Fonts().get(21)  # the log's size at 1280x720
    tight = font.size(entry[: entry.index(f" {number}")])[0] + 1  # all up to the number fits
    lines = wrap(font, entry, tight)
    assert not lone_numbers(lines), lines
    assert any(f"Barbarian {number}" in line or f"Paladin {number}" in line for line in lines), lines
    for width in range(font.size("Barbarian 11:")[0], font.size(entry)[0] + 2, 3):
        lines = wrap(font, entry, width)
        assert not lone_numbers(lines), (width, lines)
        assert " ".join(lines).split() == entry.split()
        assert all(font.size(line)[0] <= width for line in lines)


def test_a_number_inside_a_sentence_still_starts_a_line_when_it_opens_a_phrase():
    """Only a number that closes a phrase sticks to the word before it: "2 potions" may start
    a line, and a phrase too wide for any line is wrapped word by word within the width."""
    from game.ui.fonts import Fonts
    from game.ui.text import wrap

    pygame.font.init()
    font = Fonts().get(21)
    text = "You hold 2 potions"
    lines = wrap(font, text, font.size("You hold 2")[0] - 1)
    assert lines[-1].startswith("2 potions") or lines[-1] == "potions", lines
    narrow = font.size("Barbarian")[0] + 1
    lines = wrap(font, "the Barbarian 10.", narrow)
    assert " ".join(lines).split() == ["the", "Barbarian", "10."]
    assert all(font.size(line)[0] <= narrow for line in lines)


def test_a_note_steps_aside_off_the_badges_it_speaks_of(quiet_app):
    """A hint's box goes just above the strip as ever, but steps aside along the felt where it
    would cover a badge (a rumor or slot marked "Hint" near the strip); with no room aside it
    stays where it was, unless it may go anywhere off the badge (above the prompt, below the
    strip)."""
    table = start(quiet_app, "copas", 4)
    panels = table.panels
    screen = pygame.Rect(0, 0, 1280, 720)
    felt = pygame.Rect(100, 300, 900, 400)
    above = pygame.Rect(300, 600, 400, 40)
    plain = panels.note_box((300, 60), above, felt, screen, 6)
    badge = pygame.Rect(plain.centerx + 60, plain.centery, 50, 20)
    aside = panels.note_box((300, 60), above, felt, screen, 6, [badge])
    assert plain.colliderect(badge) and not aside.colliderect(badge)
    assert felt.contains(aside) and aside.top == plain.top
    wide = panels.note_box((900, 60), above, felt, screen, 6, [badge])
    assert not wide.colliderect(badge)  # no room aside: above the prompt, clear of it
    elsewhere = panels.note_box((900, 60), above, felt, screen, 6, [badge], anywhere=True)
    assert not elsewhere.colliderect(badge) and panels.note_fits(elsewhere, screen, 6)  # unless it may go anywhere
    # nowhere off them all: where it would go without them
    plain_wide = panels.note_box((900, 60), above, felt, screen, 6)
    assert panels.note_box((900, 60), above, felt, screen, 6, [badge, screen], anywhere=True) == plain_wide


def test_a_note_takes_a_clean_place_before_stepping_another_aside(quiet_app):
    """Above the strip is clear; below it a hinted card sits: the note goes above the strip,
    not stepped aside of the card over the hand."""
    table = start(quiet_app, "copas", 4)
    panels = table.panels
    panels.prompt_drawn = None
    screen = pygame.Rect(0, 0, 1280, 720)
    strip = pygame.Rect(100, 560, 1000, 40)
    card = pygame.Rect(600, 610, 80, 110)
    felt = strip.union(pygame.Rect(100, 600, 1000, 120))
    box = panels.note_box((300, 80), strip, felt, screen, 6, [card], anywhere=True)
    assert box.bottom <= strip.top and not box.colliderect(card)


def test_the_log_shows_whole_entries_never_one_cut_at_its_top() -> None:
    from game.table.panels import log_lines

    def wrap_entry(entry: str) -> list[str]:
        return entry.split("|")

    log = ["old one|old two|old three", "mid", "new one|new two"]
    # Four lines hold "mid" and the newest, not the oldest's tail.
    assert log_lines(log, wrap_entry, 4) == [("mid", True), ("new one", True), ("new two", False)]
    assert log_lines(log, wrap_entry, 6) == [
        ("old one", True), ("old two", False), ("old three", False),
        ("mid", True), ("new one", True), ("new two", False),
    ]
    # The newest entry alone taller than the box: its last lines.
    assert log_lines(["a|b|c"], wrap_entry, 2) == [("b", False), ("c", False)]
    assert log_lines(log, wrap_entry, 0) == []


def test_a_note_too_wide_to_step_aside_narrows_to_keep_off_a_badge(quiet_app):
    """Where the note at its full width covers a badge and has no room to step aside on the
    felt, it is wrapped narrower (taller) and steps aside; with no badge it keeps its width."""
    table = start(quiet_app, "copas", 4)
    panels, view = table.panels, table.view
    panels.prompt_drawn = None  # no prompt to go above: the note's one near place is above the strip
    screen = quiet_app.screen.get_rect()
    text = "Hint: " + " ".join(["a long reason that runs on"] * 8)
    above = table.input.area
    size = max(15, view.length(22))
    plain, plain_lines = panels.note_layout(screen, view, text, above, size)
    felt = view.rect("hand").union(above)
    assert plain.width > felt.width * 0.6, "the test needs a note wider than most of the felt"
    badge = pygame.Rect(felt.left + felt.width * 3 // 4, plain.bottom - 20, 20, 14)  # a rumor's, say
    assert plain.colliderect(badge)
    box, lines = panels.note_layout(screen, view, text, above, size, [badge])
    assert not box.colliderect(badge)
    assert box.width < plain.width and len(lines) > len(plain_lines)
    assert panels.note_fits(box, screen, view.length(6)), "the narrower note left the screen or covers the prompt"
    assert " ".join(lines).split() == text.split()
    everywhere = [pygame.Rect(x, 0, 10, screen.height) for x in range(0, screen.width, 30)]
    assert panels.note_layout(screen, view, text, above, size, everywhere) == (plain, plain_lines)


def test_a_note_keeps_off_the_tables_panels_of_words_where_it_can_and_off_badges_first(quiet_app):
    """A hint's note steps off a panel of words (what a seat knows, a character card) where
    it can, as off a badge; where it cannot be off both, the badge it speaks of wins."""
    table = start(quiet_app, "copas", 4)
    panels, view = table.panels, table.view
    screen = quiet_app.screen.get_rect()
    text = "Hint: play the 7 of Cups. It keeps your Swords for later."
    above = table.input.area
    size = max(15, view.length(22))
    plain, plain_lines = panels.note_layout(screen, view, text, above, size)
    panel = pygame.Rect(plain.left - 200, plain.top, 220, plain.height)  # over the note's left end
    box, _ = panels.note_layout(screen, view, text, above, size, keep_clear=[panel])
    assert not box.colliderect(panel) and panels.note_fits(box, screen, view.length(6))
    # where it cannot be off a panel (here one over the whole table), it still keeps off the badge
    long_text = "Hint: " + " ".join(["a long reason that runs on"] * 8)
    wide, _ = panels.note_layout(screen, view, long_text, above, size)
    felt = view.rect("hand").union(above)
    badge = pygame.Rect(felt.left + felt.width * 3 // 4, wide.bottom - 20, 20, 14)
    off_badge = panels.note_layout(screen, view, long_text, above, size, [badge])
    assert wide.colliderect(badge) and not off_badge[0].colliderect(badge)
    assert panels.note_layout(screen, view, long_text, above, size, [badge], [screen]) == off_badge
    # nothing to keep clear: the note is where it always was
    assert panels.note_layout(screen, view, text, above, size, keep_clear=[]) == (plain, plain_lines)


def test_the_views_panels_of_words_are_its_shown_text_cards(quiet_app):
    table = start(quiet_app, "copper_trickster", 4)
    from game.pieces.text_card import TextCardSprite

    rects = table.view.panel_rects()
    shown = [s for s in table.view.sprites.values() if isinstance(s, TextCardSprite) and s.visible]
    assert rects and len(rects) == len(shown)  # the characters' cards, what this seat knows
    assert all(r in rects for r in (s.rect for s in shown))
