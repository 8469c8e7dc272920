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
    return dataclasses.replace(standard, id="assassins", specials=MappingProxyType({**standard.specials, "A": "assassin"}))


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
