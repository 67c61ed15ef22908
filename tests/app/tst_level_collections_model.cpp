// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LevelCollectionsModel.h"
#include "LevelLibrary.h"
#include "ProgressStore.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using tessera::LevelCollectionsModel;
using tessera::LevelLibrary;
using tessera::ProgressStore;

namespace {

const QByteArray twoLevels = "#####\n#@$.#\n#####\nTitle: One push\n\n"
                             "######\n#    #\n# $  #\n#@ . #\n######\nTitle: Room\n";

QVariant roleOf(const LevelCollectionsModel &model, int row, LevelCollectionsModel::Role role)
{
    return model.data(model.index(row), role);
}

} // namespace

class TestLevelCollectionsModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        QVERIFY(m_dir.isValid());
        m_library = std::make_unique<LevelLibrary>(m_dir.filePath(QStringLiteral("my.xsb")),
                                                   m_dir.filePath(QStringLiteral("recent.json")));
        m_store = std::make_unique<ProgressStore>(m_dir.filePath(QStringLiteral("progress.json")));
        m_model = std::make_unique<LevelCollectionsModel>();
        m_tester = std::make_unique<QAbstractItemModelTester>(
            m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        m_model->setLibrary(m_library.get());
        m_model->setProgressStore(m_store.get());
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

    void listsBundledCollectionsAndMyLevels()
    {
        QVERIFY(m_model->rowCount() >= 3);
        QCOMPARE(m_model->rowCount(), m_library->collections().size());
        QCOMPARE(roleOf(*m_model, 0, LevelCollectionsModel::IdRole).toString(),
                 QStringLiteral("bundled:tutorial"));
        QCOMPARE(roleOf(*m_model, 0, LevelCollectionsModel::KindRole).toString(),
                 QStringLiteral("bundled"));
        QVERIFY(roleOf(*m_model, 0, LevelCollectionsModel::LevelCountRole).toInt() >= 6);

        const int microban = m_model->indexOfId(QStringLiteral("bundled:microban"));
        QVERIFY(microban >= 0);
        QCOMPARE(roleOf(*m_model, microban, LevelCollectionsModel::NameRole).toString(),
                 QStringLiteral("Microban"));
        QCOMPARE(roleOf(*m_model, microban, LevelCollectionsModel::LevelCountRole).toInt(), 155);
        QCOMPARE(roleOf(*m_model, microban, LevelCollectionsModel::CreditRole).toString(),
                 QStringLiteral("David W. Skinner"));
        QCOMPARE(roleOf(*m_model, microban, LevelCollectionsModel::SolvedCountRole).toInt(), 0);

        const int mine = m_model->indexOfId(LevelLibrary::myLevelsId);
        QVERIFY(mine >= 0);
        QCOMPARE(roleOf(*m_model, mine, LevelCollectionsModel::KindRole).toString(),
                 QStringLiteral("my-levels"));
        QCOMPARE(m_model->idAt(mine), LevelLibrary::myLevelsId);
        QCOMPARE(m_model->idAt(-1), QString());
        QCOMPARE(m_model->indexOfId(QStringLiteral("nope")), -1);
    }

    void openedFileAppearsWithItsCount()
    {
        const QString path = m_dir.filePath(QStringLiteral("two.xsb"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(twoLevels);
        file.close();

        const int before = m_model->rowCount();
        QSignalSpy countSpy(m_model.get(), &LevelCollectionsModel::countChanged);
        QVERIFY(m_library->openFile(path));
        QCOMPARE(m_model->rowCount(), before + 1);
        QCOMPARE(countSpy.count(), 1);
        const int row = m_model->indexOfId(m_library->openFile(path)->id());
        QVERIFY(row >= 0);
        QCOMPARE(roleOf(*m_model, row, LevelCollectionsModel::KindRole).toString(),
                 QStringLiteral("file"));
        QCOMPARE(roleOf(*m_model, row, LevelCollectionsModel::LevelCountRole).toInt(), 2);
        QCOMPARE(roleOf(*m_model, row, LevelCollectionsModel::ReadableRole).toBool(), true);
    }

    void solvedCountFollowsTheProgressStore()
    {
        const int microban = m_model->indexOfId(QStringLiteral("bundled:microban"));
        const auto collection = m_library->collection(QStringLiteral("bundled:microban"));
        QVERIFY(collection);
        const QString key = collection->level(0)->key;

        QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
        QVERIFY(m_store->record(key, 5, 1, QString()).accepted);
        QCOMPARE(roleOf(*m_model, microban, LevelCollectionsModel::SolvedCountRole).toInt(), 1);
        QVERIFY(!changed.isEmpty());
        QCOMPARE(changed.first().at(0).toModelIndex().row(), microban);

        QVERIFY(m_store->forget(key));
        QCOMPARE(roleOf(*m_model, microban, LevelCollectionsModel::SolvedCountRole).toInt(), 0);
    }

    void noLibraryMeansNoRows()
    {
        m_model->setLibrary(nullptr);
        QCOMPARE(m_model->rowCount(), 0);
        QVERIFY(!roleOf(*m_model, 0, LevelCollectionsModel::NameRole).isValid());
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<LevelLibrary> m_library;
    std::unique_ptr<ProgressStore> m_store;
    std::unique_ptr<LevelCollectionsModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

QTEST_GUILESS_MAIN(TestLevelCollectionsModel)
#include "tst_level_collections_model.moc"
