// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LevelLibrary.h"
#include "LevelListModel.h"
#include "ProgressStore.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using tessera::LevelLibrary;
using tessera::LevelListModel;
using tessera::ProgressStore;

namespace {

// A playable level, one without a title, and one that fails validation (two boxes, one goal).
const QByteArray threeLevels = "#####\n#@$.#\n#####\nTitle: One push\n\n"
                               "######\n#    #\n# $  #\n#@ . #\n######\n\n"
                               "######\n#@$$.#\n######\nTitle: Broken\n";

QVariant roleOf(const LevelListModel &model, int row, LevelListModel::Role role)
{
    return model.data(model.index(row), role);
}

} // namespace

class TestLevelListModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("three.xsb"));
        QFile file(m_path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(threeLevels);
        file.close();
        m_library = std::make_unique<LevelLibrary>(m_dir.filePath(QStringLiteral("my.xsb")),
                                                   m_dir.filePath(QStringLiteral("recent.json")));
        m_store = std::make_unique<ProgressStore>(m_dir.filePath(QStringLiteral("progress.json")));
        m_model = std::make_unique<LevelListModel>();
        m_tester = std::make_unique<QAbstractItemModelTester>(
            m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        m_model->setLibrary(m_library.get());
        m_model->setProgressStore(m_store.get());
        const auto collection = m_library->openFile(m_path);
        QVERIFY(collection);
        m_id = collection->id();
    }

    void cleanup()
    {
        m_tester.reset();
        m_model.reset();
        m_store.reset();
        m_library.reset();
        QFile::remove(m_dir.filePath(QStringLiteral("progress.json")));
        QFile::remove(m_dir.filePath(QStringLiteral("recent.json")));
    }

    void listsTheLevelsOfACollection()
    {
        QCOMPARE(m_model->rowCount(), 0);
        QSignalSpy countSpy(m_model.get(), &LevelListModel::countChanged);
        m_model->setCollectionId(m_id);
        QCOMPARE(countSpy.count(), 1);
        QCOMPARE(m_model->rowCount(), 3);
        QCOMPARE(m_model->collectionName(), m_library->collection(m_id)->name());
        QCOMPARE(roleOf(*m_model, 0, LevelListModel::NumberRole).toInt(), 1);
        QCOMPARE(roleOf(*m_model, 0, LevelListModel::TitleRole).toString(),
                 QStringLiteral("One push"));
        QCOMPARE(roleOf(*m_model, 1, LevelListModel::NumberRole).toInt(), 2);
        QCOMPARE(roleOf(*m_model, 1, LevelListModel::TitleRole).toString(),
                 QStringLiteral("Level 2"));
        QCOMPARE(roleOf(*m_model, 0, LevelListModel::PlayableRole).toBool(), true);
        QCOMPARE(roleOf(*m_model, 0, LevelListModel::ErrorTextRole).toString(), QString());
        QCOMPARE(roleOf(*m_model, 0, LevelListModel::BoardWidthRole).toInt(), 5);
        QCOMPARE(roleOf(*m_model, 0, LevelListModel::BoardHeightRole).toInt(), 3);
        QCOMPARE(roleOf(*m_model, 0, LevelListModel::RowsRole).toStringList(),
                 QStringList(
                     {QStringLiteral("#####"), QStringLiteral("#@$.#"), QStringLiteral("#####")}));
    }

    void anInvalidLevelSaysWhy()
    {
        m_model->setCollectionId(m_id);
        QCOMPARE(roleOf(*m_model, 2, LevelListModel::PlayableRole).toBool(), false);
        const QString error = roleOf(*m_model, 2, LevelListModel::ErrorTextRole).toString();
        QVERIFY2(error.contains(QStringLiteral("Broken")), qPrintable(error));
    }

    void solvedMarksAndBestsFollowTheProgressStore()
    {
        m_model->setCollectionId(m_id);
        QCOMPARE(roleOf(*m_model, 0, LevelListModel::SolvedRole).toBool(), false);
        QCOMPARE(roleOf(*m_model, 0, LevelListModel::BestMovesRole).toInt(), 0);
        QCOMPARE(m_model->solvedCount(), 0);

        const QString key = roleOf(*m_model, 1, LevelListModel::KeyRole).toString();
        QVERIFY(!key.isEmpty());
        QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
        QSignalSpy solvedSpy(m_model.get(), &LevelListModel::solvedCountChanged);
        QVERIFY(m_store->record(key, 9, 2, QString()).accepted);
        QVERIFY(m_store->record(key, 11, 1, QString()).accepted);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 1);
        QCOMPARE(solvedSpy.count(), 2);
        QCOMPARE(m_model->solvedCount(), 1);
        QCOMPARE(roleOf(*m_model, 1, LevelListModel::SolvedRole).toBool(), true);
        QCOMPARE(roleOf(*m_model, 1, LevelListModel::BestMovesRole).toInt(), 9);
        QCOMPARE(roleOf(*m_model, 1, LevelListModel::BestPushesRole).toInt(), 1);
        QCOMPARE(roleOf(*m_model, 0, LevelListModel::SolvedRole).toBool(), false);
    }

    void unknownCollectionHasNoLevels()
    {
        m_model->setCollectionId(QStringLiteral("no-such-collection"));
        QCOMPARE(m_model->rowCount(), 0);
        QCOMPARE(m_model->collectionName(), QString());
        m_model->setCollectionId(QStringLiteral("bundled:microban"));
        QCOMPARE(m_model->rowCount(), 155);
    }

    void boardRowsMarkEveryKindOfSquare()
    {
        tessera::sokoban::Level level(4, 2);
        using tessera::sokoban::Terrain;
        for (auto &cell : level.cells)
            cell.terrain = Terrain::Floor;
        level.at(0, 0).terrain = Terrain::Wall;
        level.at(1, 0).goal = true;
        level.at(2, 0).box = true;
        level.at(3, 0).box = true;
        level.at(3, 0).goal = true;
        level.at(0, 1).player = true;
        level.at(1, 1).player = true;
        level.at(1, 1).goal = true;
        level.at(3, 1).terrain = Terrain::Outside;
        QCOMPARE(LevelListModel::boardRows(level),
                 QStringList({QStringLiteral("#.$*"), QStringLiteral("@+ -")}));
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
    QString m_id;
    std::unique_ptr<LevelLibrary> m_library;
    std::unique_ptr<ProgressStore> m_store;
    std::unique_ptr<LevelListModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

QTEST_GUILESS_MAIN(TestLevelListModel)
#include "tst_level_list_model.moc"
