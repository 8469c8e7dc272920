"""Card faces drawn in code: every card of both decks, both colour modes, smallest and largest size."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import itertools  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.art import CardArt, deck_style, deck_styles  # noqa: E402
from rules.assassins_trick.deck import deck as assassins_deck  # noqa: E402
from rules.copas.deck import copas_deck  # noqa: E402

SMALLEST = (56, 84)
LARGEST = (120, 180)
DECKS = {"portuguese": copas_deck, "standard": assassins_deck}


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def _bytes(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def _corner(surface: pygame.Surface) -> bytes:
    w, h = surface.get_size()
    return _bytes(surface.subsurface((0, 0, round(w * 0.36), round(h * 0.4))))


def _ink_colour(surface: pygame.Surface, face: tuple[int, int, int]) -> tuple[float, float, float]:
    """The mean colour of the printed (not blank, not border) pixels of a face."""
    w, h = surface.get_size()
    total = [0.0, 0.0, 0.0]
    n = 0
    for x in range(3, w - 3):
        for y in range(3, h - 3):
            c = surface.get_at((x, y))
            if c.a < 250:
                continue
            if abs(c.r - face[0]) + abs(c.g - face[1]) + abs(c.b - face[2]) < 150:
                continue
            total[0] += c.r
            total[1] += c.g
            total[2] += c.b
            n += 1
    assert n > 0, "the face has no ink"
    return (total[0] / n, total[1] / n, total[2] / n)


@pytest.mark.parametrize("style", sorted(DECKS))
@pytest.mark.parametrize("size", [SMALLEST, LARGEST])
@pytest.mark.parametrize("colorblind", [False, True])
def test_every_card_renders_at_size_and_looks_different(style: str, size: tuple[int, int], colorblind: bool) -> None:
    art = CardArt(style, size, colorblind)
    deck = DECKS[style]()
    faces = {card.code: art.face(card) for card in deck}
    for surface in faces.values():
        assert surface.get_size() == size
    assert art.back().get_size() == size
    whole = {code: _bytes(s) for code, s in faces.items()}
    corners = {code: _corner(s) for code, s in faces.items()}
    assert len(set(whole.values())) == len(deck), "two cards render the same face"
    # The corner index alone tells every card apart (what shows in an overlapping hand) -- the
    # two jokers are told apart by colour, which the corner also carries.
    assert len(set(corners.values())) == len(deck), "two cards share a corner index"
    back = _bytes(art.back())
    assert back not in whole.values()
    w, h = size
    for surface in [*faces.values(), art.back()]:  # opaque: nothing below shows through a card
        assert all(surface.get_at((x, y)).a == 255 for x in (w // 4, w // 2) for y in (h // 4, h // 2))
        assert surface.get_at((0, 0)).a < 128  # rounded corners


@pytest.mark.parametrize("style", sorted(DECKS))
def test_faces_are_cached_per_card(style: str) -> None:
    art = CardArt(style, SMALLEST)
    card = DECKS[style]()[0]
    assert art.face(card) is art.face(card)
    assert art.back() is art.back()


@pytest.mark.parametrize("style", sorted(DECKS))
@pytest.mark.parametrize("size", [SMALLEST, LARGEST])
def test_colour_blind_suits_have_distinct_dominant_colours(style: str, size: tuple[int, int]) -> None:
    art = CardArt(style, size, colorblind=True)
    look = deck_style(style)
    fives = [c for c in DECKS[style]() if c.label == "5"]
    assert len(fives) == 4
    inks = {c.suit: _ink_colour(art.face(c), look.face_colour) for c in fives}
    for (a, ca), (b, cb) in itertools.combinations(inks.items(), 2):
        distance = sum((x - y) ** 2 for x, y in zip(ca, cb)) ** 0.5
        assert distance > 60, f"{a} and {b} look alike in colour-blind mode: {ca} vs {cb}"


def _simulate(rgb: tuple[int, int, int], matrix: list[list[float]]) -> tuple[float, ...]:
    def lin(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    l = [lin(c) for c in rgb]
    return tuple(max(0.0, min(1.0, sum(matrix[i][j] * l[j] for j in range(3)))) ** (1 / 2.2) * 255 for i in range(3))


# Machado et al. (2009), full severity, on linear RGB.
_DEUTAN = [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
_PROTAN = [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]


@pytest.mark.parametrize("style", sorted(DECKS))
@pytest.mark.parametrize("matrix", [_DEUTAN, _PROTAN], ids=["deuteranopia", "protanopia"])
def test_colour_blind_palette_survives_red_green_blindness(style: str, matrix: list[list[float]]) -> None:
    looks = [s for code, s in deck_style(style).suits.items() if code != "J"]
    seen = [_simulate(s.cb_colour, matrix) for s in looks]
    for a, b in itertools.combinations(seen, 2):
        assert sum((x - y) ** 2 for x, y in zip(a, b)) ** 0.5 > 45


@pytest.mark.parametrize("style", sorted(DECKS))
def test_colour_blind_mode_prints_suit_letters(style: str) -> None:
    plain = CardArt(style, SMALLEST, colorblind=False)
    marked = CardArt(style, SMALLEST, colorblind=True)
    for card in DECKS[style]():
        if card.suit == "J":
            continue
        assert _corner(plain.face(card)) != _corner(marked.face(card))


def test_letters_are_unique_within_a_style() -> None:
    for style in deck_styles().values():
        letters = [s.letter for s in style.suits.values()]
        assert len(set(letters)) == len(letters)


def test_overlays_fit_the_card() -> None:
    art = CardArt("standard", LARGEST)
    m = art.glow_margin
    for kind in ("legal", "selected", "hover"):
        assert art.glow(kind).get_size() == (LARGEST[0] + 2 * m, LARGEST[1] + 2 * m)
    assert art.dim().get_size() == LARGEST
    assert art.shadow().get_size() == (LARGEST[0] + 2 * m, LARGEST[1] + 2 * m)
    with pytest.raises(ValueError):
        art.glow("sparkly")


def test_suit_symbols_for_panels() -> None:
    art = CardArt("portuguese", SMALLEST)
    assert art.suit_symbol("C", 20).get_size() == (20, 20)
    assert art.suit_colour("C") != art.suit_colour("O")


def test_clear_errors() -> None:
    with pytest.raises(ValueError, match="unknown deck style"):
        CardArt("tarot", SMALLEST)
    with pytest.raises(ValueError, match="too small"):
        CardArt("standard", (8, 12))
    art = CardArt("portuguese", SMALLEST)
    with pytest.raises(ValueError, match="no suit"):
        art.face(assassins_deck().card("QH"))


def test_intermediate_sizes_render() -> None:
    """Sizes between the extremes (both face designs and the switch between them)."""
    for size in [(75, 112), (90, 135), (99, 148), (100, 150), (96, 144)]:
        for style in DECKS:
            art = CardArt(style, size, colorblind=True)
            for card in DECKS[style]():
                assert art.face(card).get_size() == size


def test_a_new_deck_style_needs_only_a_description() -> None:
    """Room for the later games: five suits numbered 1-12 render with no new drawing code."""
    from types import MappingProxyType

    from game.art import DeckStyle, SuitLook
    from game.art import suits as painters
    from rules.core.cards import Deck

    looks = {
        code: SuitLook(code, code, painter, colour, colour)
        for code, painter, colour in [
            ("A", painters.paint_coin, (200, 120, 0)),
            ("B", painters.paint_cup, (0, 110, 170)),
            ("C", painters.paint_star, (90, 90, 90)),
            ("D", painters.paint_diamond, (0, 150, 110)),
            ("E", painters.paint_sword, (170, 40, 40)),
        ]
    }
    style = DeckStyle(
        id="copper", suits=MappingProxyType(looks), pips=MappingProxyType({str(n): n for n in range(1, 11)}),
        courts=frozenset(),
    )
    deck = Deck((s, n, f"{n}{s}", f"{n} of {s}", str(n)) for s in looks for n in range(1, 13))
    for size in (SMALLEST, LARGEST):
        art = CardArt(style, size, colorblind=True)
        faces = {_bytes(art.face(c)) for c in deck}
        assert len(faces) == len(deck)


def _assassin_style():
    """How a game gives the standard deck its own ace: a style built from the shared one."""
    import dataclasses
    from types import MappingProxyType

    standard = deck_style("standard")
    return dataclasses.replace(standard, id="assassins", specials=MappingProxyType({**standard.specials, "A": "hooded_figure"}))


@pytest.mark.parametrize("size", [SMALLEST, LARGEST])
def test_the_standard_ace_is_a_plain_ace_not_the_assassin(size: tuple[int, int]) -> None:
    assert deck_style("standard").specials.get("A") == "ace"
    plain = CardArt("standard", size)
    hooded = CardArt(_assassin_style(), size)
    for code in ("AS", "AH", "AD", "AC"):
        card = assassins_deck().card(code)
        assert _bytes(plain.face(card)) != _bytes(hooded.face(card)), f"{code} is drawn as the Assassin"
    two = assassins_deck().card("2S")
    assert _bytes(plain.face(two)) == _bytes(hooded.face(two)), "only the ace differs"


def test_card_art_takes_a_style_object_or_an_id() -> None:
    style = _assassin_style()
    art = CardArt(style, SMALLEST)
    assert art.style is style and art.style_id == "assassins"
    assert CardArt("standard", SMALLEST).style is deck_style("standard")
    import dataclasses

    with pytest.raises(ValueError, match="unknown face motifs"):
        CardArt(dataclasses.replace(style, specials={"A": "dragon"}), SMALLEST)


def _labelled_style(**extra):
    """Two suits whose labels have no pips: every face is the large-index kind, plus ``extra``."""
    from types import MappingProxyType

    from game.art import DeckStyle, SuitLook
    from game.art import suits as painters

    looks = {
        "A": SuitLook("Ay", "A", painters.paint_coin, (30, 90, 170), (30, 90, 170)),
        "B": SuitLook("Bee", "B", painters.paint_star, (120, 70, 30), (120, 70, 30), printed=False),
    }
    return DeckStyle(id="labelled", suits=MappingProxyType(looks), pips=MappingProxyType({}), courts=frozenset(), **extra)


def _labelled_deck():
    from rules.core.cards import Deck

    return Deck([("A", 1, "1A", "one", "1"), ("A", 2, "2A", "two", "2"), ("B", 0, "XB", "ex", "Ex"), ("A", 3, "3A", "three", "3")])


def _ink_rows(surface: pygame.Surface, top: float, bottom: float, face: tuple[int, int, int]) -> int:
    """Printed pixels between the fractions ``top`` and ``bottom`` of the face's height."""
    w, h = surface.get_size()
    n = 0
    for y in range(round(h * top), round(h * bottom)):
        for x in range(3, w - 3):
            c = surface.get_at((x, y))
            n += c.a == 255 and abs(c.r - face[0]) + abs(c.g - face[1]) + abs(c.b - face[2]) > 150
    return n


@pytest.mark.parametrize("size", [(72, 108), LARGEST])
def test_a_centre_symbol_prints_beside_the_suit_in_the_middle_and_the_corner(size: tuple[int, int]) -> None:
    from types import MappingProxyType

    from game.art import suits as painters

    deck = _labelled_deck()
    plain = CardArt(_labelled_style(), size)
    armed = CardArt(_labelled_style(centre_symbols=MappingProxyType({"1": painters.paint_sword, "2": painters.paint_axe})), size)
    one, two, three = deck.card("1A"), deck.card("2A"), deck.card("3A")
    assert _bytes(armed.face(three)) == _bytes(plain.face(three)), "a label with no centre symbol is unchanged"
    for card in (one, two):
        assert _corner(armed.face(card)) != _corner(plain.face(card)), "the corner shows the centre symbol too"
    # the same card with another centre symbol: its middle (symbols only, under the label) differs widely
    other = CardArt(_labelled_style(centre_symbols=MappingProxyType({"1": painters.paint_axe})), size).face(one)
    w, h = size
    changed = sum(
        armed.face(one).get_at((x, y)) != other.get_at((x, y)) for x in range(w) for y in range(round(h * 0.5), h)
    )
    assert changed > w * h * 0.02


def test_an_unprinted_suit_shows_only_its_centre_symbol() -> None:
    from types import MappingProxyType

    from game.art import suits as painters

    card = _labelled_deck().card("XB")
    bare = CardArt(_labelled_style(), LARGEST).face(card)
    marked = CardArt(_labelled_style(centre_symbols=MappingProxyType({"Ex": painters.paint_crown})), LARGEST).face(card)
    face = deck_style("standard").face_colour
    assert _ink_rows(bare, 0.5, 0.8, face) == 0, "no suit symbol is printed"
    assert _ink_rows(marked, 0.5, 0.8, face) > 200


def test_a_caption_prints_at_the_foot_of_large_cards_only() -> None:
    from types import MappingProxyType

    from game.art.cards import CAPTION_MIN_WIDTH

    card = _labelled_deck().card("XB")
    face = deck_style("standard").face_colour
    captioned = _labelled_style(captions=MappingProxyType({"Ex": "Beats every card in the trick"}))
    for size in [(72, 108), (96, 144), LARGEST]:
        with_line = CardArt(captioned, size).face(card)
        without = CardArt(_labelled_style(), size).face(card)
        assert _ink_rows(with_line, 0.72, 0.97, face) > _ink_rows(without, 0.72, 0.97, face) + 40, size
    small = (CAPTION_MIN_WIDTH - 8, round((CAPTION_MIN_WIDTH - 8) * 1.5))
    assert _bytes(CardArt(captioned, small).face(card)) == _bytes(CardArt(_labelled_style(), small).face(card))
    assert CardArt(captioned, SMALLEST).face(card).get_size() == SMALLEST
    with_line = CardArt(_labelled_style(captions=MappingProxyType({"Ex": "x" * 60})), LARGEST).face(card)
    assert _bytes(with_line) == _bytes(CardArt(_labelled_style(), LARGEST).face(card)), "a word too long for any line is left off"


def test_wrap_words_fits_the_width_or_gives_up() -> None:
    from game.art.cards import wrap_words

    font = pygame.font.Font(None, 20)
    lines = wrap_words(font, "Take two coins from the richest player", 70)
    assert lines is not None and len(lines) > 1 and all(font.size(line)[0] <= 70 for line in lines)
    assert " ".join(lines) == "Take two coins from the richest player"
    assert wrap_words(font, "Unbreakablewordthatistoolong", 40) is None


def test_a_lettered_suit_adds_no_second_letter_and_the_lower_index_can_go() -> None:
    import dataclasses

    style = _labelled_style()
    lettered = dataclasses.replace(style, suits={**style.suits, "A": dataclasses.replace(style.suits["A"], lettered=True)})
    card = _labelled_deck().card("1A")
    for size in (SMALLEST, LARGEST):  # the colour-blind colours equal the others here: only a letter could differ
        assert _bytes(CardArt(lettered, size, colorblind=True).face(card)) == _bytes(CardArt(lettered, size).face(card))
        assert _bytes(CardArt(style, size, colorblind=True).face(card)) != _bytes(CardArt(style, size).face(card))
    face = deck_style("standard").face_colour
    w, h = LARGEST
    full = CardArt(style, LARGEST).face(card)
    top_only = CardArt(dataclasses.replace(style, lower_index=False), LARGEST).face(card)
    corner = (round(w * 0.78), round(h * 0.85), round(w * 0.2), round(h * 0.13))
    assert _ink_rows(full.subsurface(corner), 0, 1, face) > 20
    assert _ink_rows(top_only.subsurface(corner), 0, 1, face) == 0


@pytest.mark.parametrize("size", [SMALLEST, (96, 144), LARGEST])
def test_six_and_nine_are_underlined_and_other_numbers_are_not(size: tuple[int, int]) -> None:
    import dataclasses

    style = deck_style("portuguese")
    plain = dataclasses.replace(style, underlined=frozenset())
    six = next(c for c in copas_deck() if c.label == "6")
    five = next(c for c in copas_deck() if c.label == "5")
    art, bare = CardArt(style, size), CardArt(plain, size)
    assert _bytes(art.face(six)) != _bytes(bare.face(six))  # the underline is drawn
    assert _bytes(art.face(five)) == _bytes(bare.face(five))
    ink = (0, 0, 0)
    assert art._index(six, 20, ink).get_height() > bare._index(six, 20, ink).get_height()


def test_every_games_deck_underlines_six_and_nine() -> None:
    from game.table.module import table_for
    from rules.core.registry import all_games

    for info in all_games().values():
        style = table_for(info.id).deck_style()
        style = deck_style(style) if isinstance(style, str) else style
        assert {"6", "9"} <= style.underlined, info.id
