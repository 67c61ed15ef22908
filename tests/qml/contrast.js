// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

.pragma library

// WCAG 2 contrast of two opaque colours (objects with r, g, b from 0 to 1): 1 to 21.
function ratio(a, b) {
    const lin = c => c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    const lum = c => 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
    const la = lum(a), lb = lum(b);
    return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

// `top` (with its alpha times `opacity`) painted over the opaque `base`.
function over(top, opacity, base) {
    const a = top.a * opacity;
    return {
        "r": top.r * a + base.r * (1 - a),
        "g": top.g * a + base.g * (1 - a),
        "b": top.b * a + base.b * (1 - a)
    };
}
