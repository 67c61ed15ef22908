#include "EditorBoardPicture.h"

#include "SokobanBoardModel.h"

#include <QImageReader>
#include <QPainter>
#include <algorithm>

namespace tessera {

namespace {

const char *const artFiles[3] = {
    ":/qt-project.org/imports/Tessera/sokoban/art/box.svg",
    ":/qt-project.org/imports/Tessera/sokoban/art/box-on-goal.svg",
    ":/qt-project.org/imports/Tessera/sokoban/art/player.svg",
};

} // namespace

EditorBoardPicture::EditorBoardPicture(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    connect(this, &EditorBoardPicture::colorsChanged, this, [this] { update(); });
}

void EditorBoardPicture::setBoard(EditorBoardModel *board)
{
    if (m_board == board)
        return;
    if (m_board)
        disconnect(m_board, nullptr, this, nullptr);
    m_board = board;
    if (m_board) {
        const auto repaint = [this] { update(); };
        connect(m_board, &QAbstractItemModel::dataChanged, this, repaint);
        connect(m_board, &QAbstractItemModel::modelReset, this, repaint);
    }
    emit boardChanged();
    update();
}

void EditorBoardPicture::setCellSize(int size)
{
    if (size == m_cellSize)
        return;
    m_cellSize = size;
    emit cellSizeChanged();
    update();
}

void EditorBoardPicture::setViewX(int x)
{
    if (x == m_viewX)
        return;
    m_viewX = x;
    emit viewChanged();
    update();
}

void EditorBoardPicture::setViewY(int y)
{
    if (y == m_viewY)
        return;
    m_viewY = y;
    emit viewChanged();
    update();
}

const QImage &EditorBoardPicture::art(int index)
{
    if (m_artSize != m_cellSize) {
        m_artSize = m_cellSize;
        for (int i = 0; i < 3; ++i) {
            QImageReader reader(QString::fromLatin1(artFiles[i]));
            reader.setScaledSize(QSize(m_cellSize, m_cellSize));
            m_art[i] = reader.read();
        }
    }
    return m_art[index];
}

void EditorBoardPicture::paint(QPainter *painter)
{
    if (!m_board || m_cellSize <= 0 || m_board->columns() <= 0)
        return;
    const int s = m_cellSize;
    const int columns = m_board->columns();
    const auto &cells = m_board->cells();
    const int front = s >= 6 ? std::max(1, s / 5) : 0;
    const int rows = m_board->rows();
    painter->translate(-m_viewX, -m_viewY);
    const int x0 = std::max(0, m_viewX / s);
    const int y0 = std::max(0, m_viewY / s);
    const int x1 = std::min(columns - 1, (m_viewX + static_cast<int>(width())) / s);
    const int y1 = std::min(rows - 1, (m_viewY + static_cast<int>(height())) / s);
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) {
            const auto &c = cells[static_cast<std::size_t>(y * columns + x)];
            const QRect r(x * s, y * s, s, s);
            if (c.terrain == SokobanBoardModel::Wall) {
                painter->fillRect(r, m_wall);
                if (front > 0 && !(c.wallJoin & SokobanBoardModel::JoinDown))
                    painter->fillRect(QRect(r.left(), r.bottom() + 1 - front, s, front),
                                      m_wallFront);
            } else if (c.terrain == SokobanBoardModel::Floor) {
                painter->fillRect(r, (x + y) % 2 == 0 ? m_floor : m_floorAlt);
            } else if (s >= 6) {
                painter->setPen(m_grid);
                painter->setBrush(Qt::NoBrush);
                painter->drawRect(r.adjusted(0, 0, -1, -1));
            }
            if (c.goal && !c.box) {
                painter->setRenderHint(QPainter::Antialiasing, true);
                painter->setPen(Qt::NoPen);
                painter->setBrush(m_goal);
                painter->drawEllipse(QRectF(r).center(), s * 0.22, s * 0.22);
                painter->setRenderHint(QPainter::Antialiasing, false);
            }
            if (c.box || c.player) {
                const QImage &image = art(c.player ? 2 : c.goal ? 1 : 0);
                if (!image.isNull())
                    painter->drawImage(r.topLeft(), image);
            }
            if (c.problem) {
                QColor fill = m_problem;
                fill.setAlphaF(0.35);
                painter->fillRect(r, fill);
                painter->setPen(QPen(m_problem, std::max(1, s / 8)));
                painter->setBrush(Qt::NoBrush);
                painter->drawRect(r.adjusted(0, 0, -1, -1));
            }
        }
    }
}

} // namespace tessera
