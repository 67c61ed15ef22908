// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanBoardModel.h"
#include "SokobanBoardPainter.h"
#include "SokobanBoardPicture.h"
#include "SokobanSession.h"

#include <QImage>
#include <QPainter>
#include <QTest>
#include <cmath>

using tessera::SokobanBoardModel;
using tessera::SokobanBoardPicture;
using tessera::SokobanSession;

namespace {

constexpr int cell = 20;

// Outside cells in the first row, walls joined round a corner; player (1,2), box (2,2),
// goal (3,2).
const QString corridorLevel = QStringLiteral("  ####\n"
                                             "###  #\n"
                                             "#@$. #\n"
                                             "######\n");

// Two boxes for one goal: fails validation.
const QString invalidLevel = QStringLiteral("######\n"
                                            "#@$$.#\n"
                                            "######\n");

// The whole board painted as the scene graph would, on a transparent image.
QImage paintBoard(SokobanBoardPicture &picture, const SokobanBoardModel &board)
{
    QImage image(board.columns() * cell, board.rows() * cell, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    picture.paint(&painter);
    return image;
}

QColor centre(const QImage &image, int x, int y)
{
    // Just off the exact middle, so a small centred circle covers the whole pixel.
    return image.pixelColor(x * cell + cell / 2 - 1, y * cell + cell / 2 - 1);
}

} // namespace

// The painted board draws what SokobanCell draws, in the colours it is given.
class TestSokobanBoardPicture : public QObject
{
    Q_OBJECT

private slots:
    void paintsTerrainGoalsAndOutside()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(corridorLevel));
        SokobanBoardPicture picture;
        picture.setBoard(session.board());
        picture.setCellSize(cell);
        const QImage image = paintBoard(picture, *session.board());
        const QColor wall = picture.property("wallColor").value<QColor>();
        const QColor goal = picture.property("goalColor").value<QColor>();
        const QColor floor = picture.property("floorColor").value<QColor>();
        const QColor floorAlt = picture.property("floorAltColor").value<QColor>();
        // A wall between walls (left and right) and below one: its top face.
        QCOMPARE(centre(image, 3, 3), wall);
        // Floor in the checkerboard's two colours; the goal's centre dot.
        QCOMPARE(centre(image, 4, 2), floor);
        QCOMPARE(centre(image, 4, 1), floorAlt);
        QCOMPARE(centre(image, 3, 2), goal);
        // Outside: nothing.
        QCOMPARE(centre(image, 0, 0).alpha(), 0);
        // An outer corner (outside above and to the left) is rounded: its very corner is clear,
        // while a wall's corner that meets other walls stays square.
        QCOMPARE(image.pixelColor(2 * cell, 0).alpha(), 0);
        QVERIFY(image.pixelColor(3 * cell, 0).alpha() == 255);
    }

    void paintsProblemCells()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(invalidLevel));
        SokobanBoardModel *board = session.board();
        int problemX = -1;
        int problemY = -1;
        for (int y = 0; y < board->rows() && problemX < 0; ++y) {
            for (int x = 0; x < board->columns(); ++x) {
                if (board->cellData(x, y, QStringLiteral("problem")).toBool() &&
                    board->cellData(x, y, QStringLiteral("terrain")).toInt() !=
                        SokobanBoardModel::Outside) {
                    problemX = x;
                    problemY = y;
                    break;
                }
            }
        }
        QVERIFY2(problemX >= 0, "the invalid level names a cell");
        SokobanBoardPicture picture;
        picture.setBoard(board);
        picture.setCellSize(cell);
        const QColor problem = picture.property("problemColor").value<QColor>();
        const QImage image = paintBoard(picture, *board);
        // The outline in the problem colour, just inside the cell's margin.
        const int margin = 2; // 20 px cells: a 1 px margin, a 2 px border
        const QColor edge = image.pixelColor(problemX * cell + cell / 2, problemY * cell + margin);
        QCOMPARE(edge, problem);
    }

    // The editor and the previews draw boxes with the cells: a fault on a box is drawn over the
    // box's picture, not hidden under it.
    void paintsProblemMarksOverPieces()
    {
        constexpr int side = 40;
        tessera::SokobanBoardPainter painter;
        tessera::SokobanCellState box;
        box.drawPieces = true;
        box.cell.terrain = SokobanBoardModel::Floor;
        box.cell.set(SokobanBoardModel::BoxFlag, true);
        const auto paintCell = [&](const tessera::SokobanCellState &state) {
            QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::transparent);
            QPainter p(&image);
            painter.paintCell(&p, QRect(0, 0, side, side), 0, 0, state);
            return image;
        };
        const QImage plain = paintCell(box);
        box.cell.set(SokobanBoardModel::ProblemFlag, true);
        const QImage marked = paintCell(box);
        const QColor under = plain.pixelColor(side / 2, side / 2);
        const QColor over = marked.pixelColor(side / 2, side / 2);
        const QColor problem = painter.palette.problem;
        QCOMPARE(under.alpha(), 255);
        QVERIFY2(under != problem, "the box covers the middle of the cell");
        // The mark's quarter-strong fill over the box.
        const auto blend = [](int below, int mark) { return below + (mark - below) / 4.0; };
        QVERIFY(std::abs(over.red() - blend(under.red(), problem.red())) <= 3);
        QVERIFY(std::abs(over.green() - blend(under.green(), problem.green())) <= 3);
        QVERIFY(std::abs(over.blue() - blend(under.blue(), problem.blue())) <= 3);
    }

    void paintsNothingWithoutABoard()
    {
        SokobanBoardPicture picture;
        picture.setCellSize(cell);
        QImage image(40, 40, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        picture.paint(&painter);
        painter.end();
        QCOMPARE(image.pixelColor(20, 20).alpha(), 0);
    }
};

QTEST_MAIN(TestSokobanBoardPicture)
#include "tst_sokoban_board_picture.moc"
