// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanBoardPainter.h"

#include <QImageReader>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace tessera {

namespace {

// The sizes below are SokobanCell.qml's (Math.round is std::lround for these positive values),
// so a big board looks like a small one seen from further away.
int rounded(double v)
{
    return static_cast<int>(std::lround(v));
}

QColor withAlpha(QColor c, double alpha)
{
    c.setAlphaF(static_cast<float>(alpha));
    return c;
}

// A rectangle with only some corners rounded (SokobanCell's Block).
void fillBlock(QPainter *painter, const QRectF &r, double radius, const QColor &color, bool tl,
               bool tr, bool bl, bool br)
{
    const double rad = std::min({radius, r.width() / 2, r.height() / 2});
    if (r.isEmpty())
        return;
    if (rad <= 0 || !(tl || tr || bl || br)) {
        painter->fillRect(r, color);
        return;
    }
    const double d = 2 * rad;
    QPainterPath path;
    path.moveTo(r.left() + (tl ? rad : 0), r.top());
    path.lineTo(r.right() - (tr ? rad : 0), r.top());
    if (tr)
        path.arcTo(QRectF(r.right() - d, r.top(), d, d), 90, -90);
    path.lineTo(r.right(), r.bottom() - (br ? rad : 0));
    if (br)
        path.arcTo(QRectF(r.right() - d, r.bottom() - d, d, d), 0, -90);
    path.lineTo(r.left() + (bl ? rad : 0), r.bottom());
    if (bl)
        path.arcTo(QRectF(r.left(), r.bottom() - d, d, d), 270, -90);
    path.lineTo(r.left(), r.top() + (tl ? rad : 0));
    if (tl)
        path.arcTo(QRectF(r.left(), r.top(), d, d), 180, -90);
    path.closeSubpath();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->fillPath(path, color);
    painter->setRenderHint(QPainter::Antialiasing, false);
}

// A QML Rectangle's circle: `diameter` wide, centred in `cell`, its border inside the edge.
void drawCircle(QPainter *painter, const QRect &cell, int diameter, const QColor &fill,
                const QColor &border, double borderWidth)
{
    const double left = cell.left() + (cell.width() - diameter) / 2;
    const double top = cell.top() + (cell.height() - diameter) / 2;
    QRectF r(left, top, diameter, diameter);
    painter->setRenderHint(QPainter::Antialiasing, true);
    if (borderWidth > 0) {
        const double inset = std::min(borderWidth, diameter / 2.0) / 2;
        painter->setPen(QPen(border, std::min(borderWidth, diameter / 2.0)));
        r.adjust(inset, inset, -inset, -inset);
    } else {
        painter->setPen(Qt::NoPen);
    }
    painter->setBrush(fill.alpha() > 0 ? QBrush(fill) : QBrush(Qt::NoBrush));
    painter->drawEllipse(r);
    painter->setRenderHint(QPainter::Antialiasing, false);
}

const char *const artFiles[3] = {
    ":/qt-project.org/imports/Tessera/sokoban/art/box.svg",
    ":/qt-project.org/imports/Tessera/sokoban/art/box-on-goal.svg",
    ":/qt-project.org/imports/Tessera/sokoban/art/player.svg",
};

} // namespace

void SokobanBoardPainter::paintCell(QPainter *painter, const QRect &r, int x, int y,
                                    const SokobanCellState &state)
{
    const SokobanBoardModel::CellState &c = state.cell;
    if (c.terrain == SokobanBoardModel::Wall)
        paintWall(painter, r, c.wallJoin);
    else if (c.terrain == SokobanBoardModel::Floor)
        paintFloor(painter, r, x, y, c);
    else
        paintOutside(painter, r);
    if (state.drawPieces &&
        (c.has(SokobanBoardModel::BoxFlag) || c.has(SokobanBoardModel::PlayerFlag))) {
        const int index = c.has(SokobanBoardModel::PlayerFlag) ? 2
                          : c.has(SokobanBoardModel::GoalFlag) ? 1
                                                               : 0;
        const QImage &image = art(index, r.width());
        if (!image.isNull())
            painter->drawImage(r.topLeft(), image);
    }
    // Last, over the piece: a fault on a box must show on the box.
    if (c.has(SokobanBoardModel::ProblemFlag))
        paintProblem(painter, r);
}

// A raised block: a lit edge where nothing is above, the top face, and a darker front face
// where the wall faces down; outer corners (both sides outside the level) rounded.
void SokobanBoardPainter::paintWall(QPainter *painter, const QRect &r, int join) const
{
    const int s = r.width();
    const auto joined = [join](int bit) { return (join & bit) != 0; };
    const double radius = rounded(s * 0.22);
    const bool openUp = !joined(SokobanBoardModel::JoinUp);
    const int front = joined(SokobanBoardModel::JoinDown) ? 0 : rounded(s * 0.2);
    const int edge = openUp ? std::max(1, rounded(s * 0.06)) : 0;
    const bool outUp = joined(SokobanBoardModel::OutsideUp);
    const bool outDown = joined(SokobanBoardModel::OutsideDown);
    const bool outLeft = joined(SokobanBoardModel::OutsideLeft);
    const bool outRight = joined(SokobanBoardModel::OutsideRight);
    const bool tl = outUp && outLeft;
    const bool tr = outUp && outRight;
    const bool bl = outDown && outLeft;
    const bool br = outDown && outRight;
    const QRectF cell(r);
    fillBlock(painter, cell, radius, palette.wallFront, tl, tr, bl, br);
    fillBlock(painter, QRectF(cell.x(), cell.y(), s, s - front), radius, palette.wallEdge, tl, tr,
              false, false);
    fillBlock(painter, QRectF(cell.x(), cell.y() + edge, s, s - front - edge), radius, palette.wall,
              tl, tr, false, false);
}

void SokobanBoardPainter::paintFloor(QPainter *painter, const QRect &r, int x, int y,
                                     const SokobanBoardModel::CellState &c) const
{
    const int s = r.width();
    painter->fillRect(r, (x + y) % 2 == 0 ? palette.floor : palette.floorAlt);
    // The walls above and to the left cast a soft shadow (light comes from the top).
    if (c.wallJoin & SokobanBoardModel::JoinUp) {
        const QRect band(r.left(), r.top(), s, rounded(s * 0.24));
        QLinearGradient g(band.topLeft(), QPointF(band.left(), band.top() + band.height()));
        g.setColorAt(0, palette.floorShade);
        g.setColorAt(1, Qt::transparent);
        painter->fillRect(band, g);
    }
    if (c.wallJoin & SokobanBoardModel::JoinLeft) {
        const QRect band(r.left(), r.top(), rounded(s * 0.12), s);
        QLinearGradient g(band.topLeft(), QPointF(band.left() + band.width(), band.top()));
        g.setColorAt(0, palette.floorShade);
        g.setColorAt(1, Qt::transparent);
        painter->fillRect(band, g);
    }
    const bool goal = c.has(SokobanBoardModel::GoalFlag);
    if (goal) {
        drawCircle(painter, r, rounded(s * 0.5), withAlpha(palette.goal, 0.16), palette.goal,
                   std::max(1.5, s * 0.065));
        drawCircle(painter, r, rounded(s * 0.16), palette.goal, palette.goal, 0);
    }
    // A dead square: a faint cross (two round-ended bars, as SokobanCell's).
    if (c.has(SokobanBoardModel::DeadFlag) && !goal) {
        const double length = rounded(s * 0.34);
        const double thickness = std::max(1.5, s * 0.06);
        const double half = std::max(0.0, (length - thickness) / 2) / std::sqrt(2.0);
        const QPointF centre = QRectF(r).center();
        painter->setRenderHint(QPainter::Antialiasing, true);
        painter->setPen(QPen(palette.dead, thickness, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(centre + QPointF(-half, -half), centre + QPointF(half, half));
        painter->drawLine(centre + QPointF(-half, half), centre + QPointF(half, -half));
        painter->setRenderHint(QPainter::Antialiasing, false);
    }
    // Where the hint's box goes (the cells' ring breathes; here it holds still).
    if (c.has(SokobanBoardModel::HintTargetFlag))
        drawCircle(painter, r, rounded(s * 0.62), Qt::transparent, palette.hint,
                   std::max(2.0, s * 0.08));
    // Where the selected box can be pushed.
    if (c.has(SokobanBoardModel::TargetFlag)) {
        painter->setOpacity(0.85);
        drawCircle(painter, r, rounded(s * 0.3), palette.target, palette.target.lighter(140),
                   std::max(1.0, s * 0.03));
        painter->setOpacity(1);
    }
}

// Outside the level: nothing, or a faint square where the editor shows its grid (as
// EditorCellOverlay's; left out on cells too small for it to help).
void SokobanBoardPainter::paintOutside(QPainter *painter, const QRect &r) const
{
    const int s = r.width();
    if (!palette.grid.isValid() || s < 6)
        return;
    const int margin = s >= 12 ? 1 : 0;
    const double radius = std::max(0, rounded(s * 0.1) - 1);
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setOpacity(0.8);
    painter->setPen(QPen(palette.grid, 1));
    painter->setBrush(Qt::NoBrush);
    painter->drawRoundedRect(
        QRectF(r).adjusted(margin + 0.5, margin + 0.5, -margin - 0.5, -margin - 0.5), radius,
        radius);
    painter->setOpacity(1);
    painter->setRenderHint(QPainter::Antialiasing, false);
}

// A cell a validation problem names (an invalid level).
void SokobanBoardPainter::paintProblem(QPainter *painter, const QRect &r) const
{
    const int s = r.width();
    const int margin = rounded(s * 0.06);
    const QRectF box = QRectF(r).adjusted(margin, margin, -margin, -margin);
    if (box.isEmpty())
        return;
    const double border = std::min(std::max(2.0, s * 0.06), box.width() / 2);
    const double radius = rounded(s * 0.12);
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(palette.problem, border));
    painter->setBrush(withAlpha(palette.problem, 0.25));
    const double inset = border / 2;
    painter->drawRoundedRect(box.adjusted(inset, inset, -inset, -inset),
                             std::max(0.0, radius - inset), std::max(0.0, radius - inset));
    painter->setRenderHint(QPainter::Antialiasing, false);
}

const QImage &SokobanBoardPainter::art(int index, int size)
{
    if (m_artSize != size) {
        m_artSize = size;
        for (std::size_t i = 0; i < m_art.size(); ++i) {
            QImageReader reader(QString::fromLatin1(artFiles[i]));
            reader.setScaledSize(QSize(size, size));
            m_art[i] = reader.read();
        }
    }
    return m_art[static_cast<std::size_t>(index)];
}

} // namespace tessera
