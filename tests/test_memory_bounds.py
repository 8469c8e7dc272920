"""Every cache the table draws through is bounded, and keeps what a screen draws again.

The figures themselves (``table.extra_resident_mb``, ``table.resident_growth_mb``) are measured by
``python main.py bench``; these tests check the bounds that keep them down and that a cache still
answers what it answered before (the same surface while kept, the same pixels after a re-render).
"""

from __future__ import annotations

import pygame
import pytest

from game.art.cards import FACES_KEPT, CardArt
from game.pieces.badge import BadgeSprite
from game.pieces.base import IMAGES_KEPT
from game.pieces.die import DieSprite
from game.pieces.specs import BadgePiece, DiePiece
from game.ui import fonts as fonts_module
from game.ui.fonts import LARGEST_SHARE, MIN_TEXT_BYTES, Fonts, shared_font, surface_bytes, text_budget
from game.tables.tavern_tricks.look import paint_letter_disc, tavern_style
from rules.tavern_tricks.deck import tavern_deck

INK = (20, 20, 20)


@pytest.fixture(autouse=True)
def _fonts_ready() -> None:
    pygame.font.init()


# --- rendered text ---------------------------------------------------------------------------------
def test_text_cache_stays_within_its_bytes_and_drops_the_oldest() -> None:
    fonts = Fonts(budget=60_000)
    first = fonts.render("line 0 of a long log", 21, INK)
    for i in range(1, 400):
        fonts.render(f"line {i} of a long log", 21, INK)
        assert fonts.cached_bytes <= 60_000
    kept = sum(surface_bytes(s) for s in fonts._rendered.values())
    assert kept == fonts.cached_bytes  # the running count is the truth
    assert fonts.render("line 0 of a long log", 21, INK) is not first  # long gone, drawn afresh
    assert fonts.render("line 399 of a long log", 21, INK) is fonts.render("line 399 of a long log", 21, INK)


def test_text_drawn_every_frame_stays_while_one_off_lines_pass() -> None:
    fonts = Fonts(budget=60_000)
    title = fonts.render("Scores", 26, INK)
    for i in range(300):
        assert fonts.render("Scores", 26, INK) is title  # drawn each frame: never pushed out
        fonts.render(f"Bruno plays card {i}", 21, INK)


def test_text_too_large_for_the_cache_is_drawn_but_not_kept() -> None:
    fonts = Fonts(budget=20_000)
    small = fonts.render("Hi", 20, INK)
    words = "a line far too wide to keep in a small cache " * 3
    big = fonts.render(words, 40, INK)
    assert surface_bytes(big) > 20_000 * LARGEST_SHARE
    assert fonts.render(words, 40, INK) is not big  # not kept...
    assert fonts.render("Hi", 20, INK) is small  # ...and it pushed nothing out
    assert fonts.render(words, 40, INK).get_size() == big.get_size()


def test_the_text_budget_is_a_share_of_the_window() -> None:
    pygame.display.init()
    try:
        pygame.display.set_mode((1920, 1080))
        assert text_budget(0.3) == int(1920 * 1080 * 4 * 0.3)
        pygame.display.set_mode((320, 200))
        assert text_budget(0.3) == MIN_TEXT_BYTES
    finally:
        pygame.display.quit()
    assert text_budget() == MIN_TEXT_BYTES  # no window


def test_shared_fonts_open_each_size_once() -> None:
    fonts_module._shared_font.cache_clear()
    assert shared_font(30) is shared_font(30)
    for size in range(10, 10 + 2 * fonts_module.SHARED_FONT_SIZES):
        shared_font(size)
    assert fonts_module._shared_font.cache_info().currsize == fonts_module.SHARED_FONT_SIZES


def test_the_letter_disc_reuses_its_font(monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[int] = []
    real = fonts_module.load_font
    monkeypatch.setattr(fonts_module, "load_font", lambda size: opened.append(size) or real(size))
    fonts_module._shared_font.cache_clear()
    surface = pygame.Surface((60, 60), pygame.SRCALPHA)
    for _ in range(20):
        paint_letter_disc("H", surface, pygame.Rect(0, 0, 60, 60), (28, 96, 176))
    assert len(opened) == 1


# --- card faces ------------------------------------------------------------------------------------
def test_card_faces_are_kept_by_bytes_most_recent_first() -> None:
    deck = list(tavern_deck())
    art = CardArt(tavern_style(), (56, 84))
    assert art.face_budget == FACES_KEPT * 56 * 84 * 4
    assert len(deck) > FACES_KEPT
    hand = deck[:10]
    kept = {card.code: art.face(card) for card in hand}
    for card in deck:
        art.face(card)
        for held in hand:  # the hand is drawn every frame: it stays
            assert art.face(held) is kept[held.code]
        assert art.face_bytes <= art.face_budget
    assert art.faces_kept == FACES_KEPT
    first_out = deck[10]
    again = art.face(first_out)  # pushed out long ago: drawn again, the same picture
    fresh = CardArt(tavern_style(), (56, 84)).face(first_out)
    assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(fresh, "RGBA")


# --- piece images ----------------------------------------------------------------------------------
def test_a_piece_keeps_only_its_last_images() -> None:
    badge = BadgeSprite(BadgePiece("Tricks 0"), (50, 50))
    surface = pygame.Surface((200, 100))
    for taken in range(40):  # a count shown on a badge changes every trick
        badge.set_spec(BadgePiece(f"Tricks {taken}"))
        badge.draw(surface)
        assert badge.images_cached <= IMAGES_KEPT
    now = badge.image()
    assert badge.image() is now  # what it shows stays cached
    badge.set_spec(BadgePiece("Tricks 0"))
    assert badge.image().get_size() == BadgeSprite(BadgePiece("Tricks 0")).image().get_size()


def test_a_rolling_die_keeps_every_face_it_passes() -> None:
    faces = ("Humans", "Dwarves", "Elves", "Orcs", "Goblins", "Undead")
    die = DieSprite(DiePiece(faces, 0), (50, 50))
    surface = pygame.Surface((300, 200))
    seen = {}
    for turn in range(3 * len(faces)):  # a roll shows each face in turn, and again
        die.shown = turn % len(faces)
        die.draw(surface)
        image = die.face_image(die.shown)
        if turn >= len(faces):
            assert image is seen[die.shown], "a face drawn again while rolling was rendered again"
        seen[die.shown] = image
    assert die.images_cached <= die.images_kept == 2 * len(faces) + 1
