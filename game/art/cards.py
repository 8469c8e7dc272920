"""Card faces, backs and highlight overlays, rendered in code at the size the table asks for.

Each surface is drawn at ``SUPERSAMPLE`` times its final size and scaled down once, which
antialiases the polygons and text, then cached. Faces are kept up to ``FACES_KEPT`` cards' worth
of bytes, the least recently drawn going first: a screen shows a hand and a trick (at most 13
faces in a 6-seat Tavern Tricks game), so a deck of 70 cards is not kept whole for the game.
Make a new ``CardArt`` when the card size or the colour-blind setting changes.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping
from types import MappingProxyType

import pygame

from game.art import faces
from game.art.styles import DeckStyle, SuitLook, deck_style
from game.art.suits import Colour, Painter, darken, lighten
from game.ui.fonts import shared_font, surface_bytes
from rules.core.cards import Card

SUPERSAMPLE = 3
COMPACT_BELOW = 100  # narrower cards get one middle motif instead of pips and framed courts
CAPTION_SIZE = 0.19  # a caption's font size, as a fraction of the card's width, at most...
CAPTION_MIN_PX = 12  # ...and at least (window pixels): smaller text is left off the face
CAPTION_MIN_WIDTH = 64  # cards narrower than this (won piles, small cards) print no caption
CAPTION_LINES = 3
FACES_KEPT = 32  # faces a CardArt keeps, in bytes of its card size: a hand of 16 and what lies on the table
GLOWS: Mapping[str, tuple[Colour, int]] = MappingProxyType({  # kind -> (colour, peak alpha)
    "legal": ((255, 214, 90), 235),
    "selected": ((110, 200, 255), 255),
    "hover": ((255, 255, 255), 170),
})


def downscale(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """Smooth-scale a supersampled drawing down to ``size``, keeping opaque parts opaque.

    ``smoothscale`` leaves solid areas at alpha 253, which lets whatever lies below show through
    a card faintly; blending the result over itself once restores full opacity (and leaves fully
    transparent pixels transparent).
    """
    small = pygame.transform.smoothscale(big, size)
    out = small.copy()
    out.blit(small, (0, 0))
    return out


def wrap_words(font: pygame.font.Font, text: str, width: int) -> list[str] | None:
    """``text`` greedily wrapped to ``width`` pixels, or None if a single word is wider."""
    lines: list[str] = []
    for word in text.split():
        if font.size(word)[0] > width:
            return None
        trial = f"{lines[-1]} {word}" if lines else word
        if lines and font.size(trial)[0] <= width:
            lines[-1] = trial
        else:
            lines.append(word)
    return lines


class CardArt:
    """Renders the cards of one deck style (an id from ``deck_styles()``, or a ``DeckStyle``) at one size.

    ``face(card)`` and ``back()`` return cached surfaces of exactly ``size``. Overlays for the
    table: ``glow(kind)`` is drawn behind a card, offset by ``-glow_margin`` on each side;
    ``dim()`` is drawn over an illegal card; ``shadow()`` under a lifted or moving one, offset by
    ``-glow_margin`` too.

    ``face_budget`` is the bytes of faces kept (``FACES_KEPT`` cards of this size by default).
    """

    def __init__(
        self, style: str | DeckStyle, size: tuple[int, int], colorblind: bool = False, face_budget: int | None = None
    ) -> None:
        w, h = int(size[0]), int(size[1])
        if w < 16 or h < 16:
            raise ValueError(f"card size {size} is too small to draw")
        self.style: DeckStyle = deck_style(style) if isinstance(style, str) else style
        unknown = sorted(set(self.style.specials.values()) - faces.MOTIFS)
        if unknown:
            raise ValueError(f"deck style {self.style.id!r} names unknown face motifs {unknown} "
                             f"(known: {', '.join(sorted(faces.MOTIFS))})")
        self.style_id = self.style.id
        self.size = (w, h)
        self.colorblind = colorblind
        self.radius = max(3, round(w * 0.07))
        self.glow_margin = max(5, round(w * 0.09))
        self.face_budget = face_budget if face_budget is not None else FACES_KEPT * w * h * 4
        self._faces: OrderedDict[str, pygame.Surface] = OrderedDict()
        self.face_bytes = 0  # bytes of the faces kept now
        self._extras: dict[str, pygame.Surface] = {}

    # ---- public ---------------------------------------------------------------------------------

    def face(self, card: Card) -> pygame.Surface:
        image = self._faces.get(card.code)
        if image is not None:
            self._faces.move_to_end(card.code)
            return image
        image = self._faces[card.code] = self._finish(self._render_face(card))
        self.face_bytes += surface_bytes(image)
        while self.face_bytes > self.face_budget and len(self._faces) > 1:
            _, old = self._faces.popitem(last=False)
            self.face_bytes -= surface_bytes(old)
        return image

    @property
    def faces_kept(self) -> int:
        return len(self._faces)

    def back(self) -> pygame.Surface:
        return self._extra("back", self._render_back)

    def glow(self, kind: str = "legal") -> pygame.Surface:
        """A soft halo ``glow_margin`` wider than the card on each side (``legal``, ``selected``, ``hover``)."""
        if kind not in GLOWS:
            raise ValueError(f"unknown glow {kind!r} (known: {', '.join(GLOWS)})")
        return self._extra("glow:" + kind, lambda: self._render_glow(kind))

    def dim(self) -> pygame.Surface:
        """A translucent veil the size of the card, for cards that may not be played now."""
        return self._extra("dim", self._render_dim)

    def shadow(self) -> pygame.Surface:
        return self._extra("shadow", self._render_shadow)

    def suit_colour(self, suit: str) -> Colour:
        return self._look(suit).fill(self.colorblind)

    def suit_symbol(self, suit: str, height: int) -> pygame.Surface:
        """A suit symbol of this deck, ``height`` pixels tall, for panels, logs and tooltips."""
        key = f"sym:{suit}:{height}"
        look = self._look(suit)

        def render() -> pygame.Surface:
            big = faces.symbol(look.painter, (height * SUPERSAMPLE, height * SUPERSAMPLE), look.fill(self.colorblind))
            return downscale(big, (height, height))

        return self._extra(key, render)

    def warm(self, cards: Iterable[Card]) -> None:
        """Render these faces and the back now (e.g. while the deal animates)."""
        self.back()
        for card in cards:
            self.face(card)

    # ---- helpers ------------------------------------------------------------------------------

    def _extra(self, key: str, render: Callable[[], pygame.Surface]) -> pygame.Surface:
        image = self._extras.get(key)
        if image is None:
            image = self._extras[key] = self._finish(render())
        return image

    def _finish(self, surface: pygame.Surface) -> pygame.Surface:
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            return surface.convert_alpha()
        return surface

    def _look(self, suit: str) -> SuitLook:
        try:
            return self.style.suits[suit]
        except KeyError:
            raise ValueError(f"deck style {self.style_id!r} has no suit {suit!r}") from None

    def _font(self, size: int) -> pygame.font.Font:
        return shared_font(size)

    def _ink(self, text: str, cap: float, colour: Colour, max_width: float | None = None) -> pygame.Surface:
        """``text`` in the default bold font, cropped to its ink, capitals ``cap`` pixels tall."""
        rendered = self._font(max(4, round(cap * 2.02))).render(text, True, colour)
        ink = rendered.subsurface(rendered.get_bounding_rect()).copy()
        if max_width is not None and ink.get_width() > max_width:  # squeeze "10" into the corner
            ink = pygame.transform.smoothscale(ink, (max(1, round(max_width)), ink.get_height()))
        return ink

    def _index(self, card: Card, cap: float, colour: Colour, max_width: float | None = None) -> pygame.Surface:
        """The card's label as its index is printed, underlined when the style says so (6 and 9,
        which read as each other upside down)."""
        text = self._ink(card.label, cap, colour, max_width)
        if card.label not in self.style.underlined:
            return text
        bar, gap = max(2, round(cap * 0.1)), max(1, round(cap * 0.1))
        out = pygame.Surface((text.get_width(), text.get_height() + gap + bar), pygame.SRCALPHA)
        out.fill((*colour, 0))
        out.blit(text, (0, 0))
        out.fill(colour, pygame.Rect(0, text.get_height() + gap, text.get_width(), bar))
        return out

    def _symbols(self, card: Card, look: SuitLook) -> list[Painter]:
        """The symbols a card carries: its suit's (if printed), then its label's centre symbol."""
        centre = self.style.centre_symbols.get(card.label)
        return [p for p in (look.painter if look.printed else None, centre) if p is not None]

    def _large_index(self, card: Card) -> bool:
        """A label with no pips, court figure or special face: printed large over its symbols."""
        style = self.style
        return card.label not in style.specials and card.label not in style.courts and card.label not in style.pips

    def _caption(self, card: Card, ink: Colour) -> pygame.Surface | None:
        """The label's caption in the largest small text that fits three lines across the face
        (supersampled), or None: no caption, or a card too small to read one."""
        text = self.style.captions.get(card.label)
        w = self.size[0]
        if not text or w < CAPTION_MIN_WIDTH:
            return None
        s = SUPERSAMPLE
        width = round((w - 2 * (0.04 * w + 1.5)) * s)
        for px in range(round(CAPTION_SIZE * w), CAPTION_MIN_PX - 1, -1):
            font = self._font(px * s)
            lines = wrap_words(font, text, width)
            if lines is None or len(lines) > CAPTION_LINES:
                continue
            step = round(font.get_linesize() * 0.86)
            rendered = [font.render(line, True, ink) for line in lines]
            out = pygame.Surface((width, step * (len(lines) - 1) + rendered[-1].get_height()), pygame.SRCALPHA)
            out.fill((*ink, 0))
            for i, line in enumerate(rendered):
                out.blit(line, line.get_rect(midtop=(width // 2, i * step)))
            return out.subsurface(out.get_bounding_rect()).copy()
        return None

    def _colour(self, card: Card, look: SuitLook) -> tuple[Colour, Colour]:
        """(symbol colour, text colour) of this card."""
        override = self.style.card_colours.get(card.code)
        if override is not None:
            c = override[1] if self.colorblind else override[0]
            return c, c
        return look.fill(self.colorblind), look.text(self.colorblind)

    def _blank(self, fill: Colour, border: Colour) -> pygame.Surface:
        w, h = self.size
        s = SUPERSAMPLE
        surface = pygame.Surface((w * s, h * s), pygame.SRCALPHA)
        surface.fill((*border, 0))
        rect = surface.get_rect()
        pygame.draw.rect(surface, border, rect, border_radius=self.radius * s)
        pygame.draw.rect(surface, fill, rect.inflate(-2 * s, -2 * s), border_radius=self.radius * s - s)
        return surface

    def _scale(self, big: pygame.Surface) -> pygame.Surface:
        return downscale(big, self.size)

    # ---- faces --------------------------------------------------------------------------------

    def _corner(self, card: Card, look: SuitLook, colour: Colour, ink: Colour, compact: bool) -> pygame.Surface:
        """The corner index: label, small suit symbol (and the label's centre symbol beside it),
        and the suit letter in colour-blind mode unless the symbol carries it.

        On compact (small) cards the letter stands beside a lone symbol to keep the index short.
        """
        w = self.size[0]
        s = SUPERSAMPLE
        cap = (0.13 * w + 5.5) * s
        symbol_painter = self.style.symbol_labels.get(card.label)
        if symbol_painter is not None:
            label = faces.symbol(symbol_painter, (round(cap * 1.15), round(cap * 1.15)), colour)
        else:  # in a band of fixed height, so round glyphs' overshoot moves nothing below them
            text = self._index(card, cap, ink, max_width=cap * 1.25)
            label = pygame.Surface((text.get_width(), max(text.get_height(), round(cap * 1.05))), pygame.SRCALPHA)
            label.fill((*ink, 0))
            label.blit(text, text.get_rect(center=label.get_rect().center))
        rows: list[list[pygame.Surface]] = [[label]]
        if symbol_painter is None:
            pip = round((0.1 * w + 4.2) * s)
            pips = [faces.symbol(p, (pip, round(pip * 1.2)), colour) for p in self._symbols(card, look)]
            if pips:
                rows.append(pips)
        if self.colorblind and symbol_painter is None and not (look.lettered and look.printed):
            letter = self._ink(look.letter, (0.06 * w + 4) * s, ink)
            if compact and len(rows) > 1 and len(rows[-1]) == 1:
                rows[-1].append(letter)
            else:
                rows.append([letter])
        gap = round((0.02 * w + 0.8) * s)
        sizes = [(sum(p.get_width() for p in row) + gap * (len(row) - 1), max(p.get_height() for p in row)) for row in rows]
        out_w = max(rw for rw, _ in sizes)
        out_h = sum(rh for _, rh in sizes) + gap * (len(rows) - 1)
        out = pygame.Surface((out_w, out_h), pygame.SRCALPHA)
        out.fill((*ink, 0))
        y = 0
        for row, (rw, rh) in zip(rows, sizes):
            x = (out_w - rw) // 2
            for part in row:
                out.blit(part, part.get_rect(midleft=(x, y + rh // 2)))
                x += part.get_width() + gap
            y += rh + gap
        return out

    def _render_face(self, card: Card) -> pygame.Surface:
        style = self.style
        look = self._look(card.suit)
        colour, ink = self._colour(card, look)
        big = self._blank(style.face_colour, (150, 146, 138))
        w, h = self.size
        s = SUPERSAMPLE
        compact = w < COMPACT_BELOW
        corner = self._corner(card, look, colour, ink, compact)
        mx, my = round((0.03 * w + 1.5) * s), round((0.025 * h + 1.5) * s)
        big.blit(corner, (mx, my))
        caption = self._caption(card, ink)
        gap = round(0.02 * h * s)
        top = my + corner.get_height() + gap
        if caption is None and style.lower_index:
            big.blit(pygame.transform.rotate(corner, 180), (w * s - mx - corner.get_width(), h * s - my - corner.get_height()))
            bottom = h * s - top
        elif caption is None:
            bottom = h * s - my
        else:  # the caption takes the foot of the face, in place of the lower corner index
            big.blit(caption, caption.get_rect(midbottom=(w * s // 2, h * s - my)))
            bottom = h * s - my - caption.get_height() - gap
        if self._large_index(card):  # the label large over its symbols, clear of corners and caption
            middle = pygame.Rect(mx, top, w * s - 2 * mx, max(s, bottom - top))
            text = self._index(card, min(middle.height * 0.28, middle.width * 0.36), ink, max_width=middle.width * 0.92)
            faces.paint_large_index(big, middle, text, self._symbols(card, look), colour)
            return self._scale(big)
        if compact:
            self._paint_compact_middle(big, card, look, colour, bottom if caption is not None else None)
            return self._scale(big)

        side = mx + corner.get_width() + round(0.05 * w * s)
        panel = pygame.Rect(side, my + round(0.01 * h * s), w * s - 2 * side, h * s - 2 * my - round(0.02 * h * s))
        if caption is not None:
            panel.height = max(s, bottom - panel.top)
        special = style.specials.get(card.label)
        if special == "ace":
            faces.paint_ace(big, panel, look.painter, colour)
        elif special == "hooded_figure":
            faces.paint_hooded_figure(big, panel, look.painter, colour)
        elif special == "joker":
            faces.paint_joker(big, panel, colour)
        elif special == "great_symbol":
            faces.paint_great_symbol(big, panel, look.painter, colour)
        elif card.label in style.courts:
            faces.paint_court(big, panel, card.label, look.painter, colour)
        else:  # pips (``_large_index`` took every other label)
            area = panel.inflate(0, -round(0.04 * h * s))
            pip = min(0.2 * w * s, area.width * 0.46)
            faces.paint_pips(big, area, style.pips[card.label], look.painter, colour, look.turned, pip)
        return self._scale(big)

    def _paint_compact_middle(
        self, big: pygame.Surface, card: Card, look: SuitLook, colour: Colour, bottom: int | None = None
    ) -> None:
        """Small cards: one motif in the middle, clear of the two corner indices (and above
        ``bottom``, a caption's top, if given)."""
        W, H = big.get_size()
        box = pygame.Rect(0, 0, round(W * 0.6), round(H * 0.4))
        box.center = (W // 2, H // 2)
        if bottom is not None and box.bottom > bottom:
            box.height = max(1, box.height - (box.bottom - bottom) // 2)
            box.bottom = bottom
        special = self.style.specials.get(card.label)
        if special == "ace":
            look.painter(big, box.inflate(-round(W * 0.06), -round(H * 0.02)), colour)
        elif special == "hooded_figure":
            faces.paint_hooded_figure(big, box.inflate(0, round(H * 0.06)), look.painter, colour, frame=False)
        elif special == "joker":
            faces.paint_joker(big, box, colour, frame=False)
        elif special == "great_symbol":
            faces.paint_great_symbol(big, box.inflate(round(W * 0.08), 0), look.painter, colour)
        elif card.label in self.style.courts:
            faces.paint_portrait(big, box.inflate(-round(W * 0.05), -round(H * 0.03)), card.label, look.painter, colour)
        else:  # pips
            sym = box.inflate(-round(W * 0.06), -round(H * 0.02))
            look.painter(big, sym, colour)

    # ---- back and overlays ------------------------------------------------------------------------

    def _render_back(self) -> pygame.Surface:
        style = self.style
        w, h = self.size
        s = SUPERSAMPLE
        base, accent = style.back_colour, style.back_accent
        big = self._blank((250, 248, 242), (120, 116, 110))
        inner = big.get_rect().inflate(-round(0.1 * w * s), -round(0.1 * w * s))
        pygame.draw.rect(big, base, inner, border_radius=max(s, self.radius * s // 2))
        # a lattice of diamonds clipped to the inner panel
        pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
        step = max(4 * s, round(0.14 * w * s))
        line = lighten(base, 0.28)
        thick = max(1, round(0.012 * w * s))
        span = inner.width + inner.height
        for k in range(-span, span, step):
            pygame.draw.line(pattern, line, (k, 0), (k + inner.height, inner.height), thick)
            pygame.draw.line(pattern, line, (k + inner.height, 0), (k, inner.height), thick)
        for ix in range(-1, inner.width // step + 2):
            for iy in range(-1, inner.height // step + 2):
                cx = ix * step + (inner.width % step) // 2
                cy = iy * step + (inner.height % step) // 2
                pygame.draw.circle(pattern, accent, (cx + step / 2, cy), step * 0.09)
        mask = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(s, self.radius * s // 2))
        pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        big.blit(pattern, inner.topleft)
        pygame.draw.rect(big, accent, inner.inflate(-3 * thick, -3 * thick), thick, border_radius=max(s, self.radius * s // 2))
        # the medallion
        r = min(inner.width, inner.height) * 0.3
        c = inner.center
        pygame.draw.circle(big, darken(base, 0.25), c, r * 1.12)
        pygame.draw.circle(big, accent, c, r * 1.12, thick * 2)
        pygame.draw.circle(big, accent, c, r * 0.95, thick)
        pts = []
        for i in range(16):
            a = -math.pi / 2 + i * math.pi / 8
            rr = r * (0.85 if i % 2 == 0 else 0.38)
            pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
        pygame.draw.polygon(big, accent, pts)
        pygame.draw.circle(big, base, c, r * 0.2)
        pygame.draw.circle(big, accent, c, r * 0.1)
        return self._scale(big)

    def _render_glow(self, kind: str) -> pygame.Surface:
        colour, alpha = GLOWS[kind]
        w, h = self.size
        m = self.glow_margin
        surface = pygame.Surface((w + 2 * m, h + 2 * m), pygame.SRCALPHA)
        surface.fill((*colour, 0))
        grow = m // 2 if kind != "selected" else round(m * 0.7)
        body = pygame.Rect(m - grow, m - grow, w + 2 * grow, h + 2 * grow)
        pygame.draw.rect(surface, (*colour, alpha), body, border_radius=self.radius + grow)
        surface = pygame.transform.gaussian_blur(surface, max(1, m // 2), repeat_edge_pixels=False)
        ring = max(2, round(w * 0.03))
        pygame.draw.rect(surface, (*colour, 255), pygame.Rect(m - ring, m - ring, w + 2 * ring, h + 2 * ring),
                         ring, border_radius=self.radius + ring)
        return surface

    def _render_dim(self) -> pygame.Surface:
        surface = pygame.Surface(self.size, pygame.SRCALPHA)
        pygame.draw.rect(surface, (24, 30, 44, 96), surface.get_rect(), border_radius=self.radius)
        return surface

    def _render_shadow(self) -> pygame.Surface:
        w, h = self.size
        m = self.glow_margin
        surface = pygame.Surface((w + 2 * m, h + 2 * m), pygame.SRCALPHA)
        pygame.draw.rect(surface, (0, 0, 0, 110), pygame.Rect(m, m, w, h), border_radius=self.radius)
        return pygame.transform.gaussian_blur(surface, max(1, m // 2), repeat_edge_pixels=False)
