// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AccessibleBoard.h"

#include "ServiceBinding.h"

#include <QAccessibleObject>
#include <QQuickWindow>

namespace tessera {

namespace {

// The board itself: a table whose children are its cells, row-major.
class BoardInterface : public QAccessibleObject, public QAccessibleTableInterface
{
public:
    explicit BoardInterface(AccessibleBoard *board) : QAccessibleObject(board) {}

    AccessibleBoard *board() const { return static_cast<AccessibleBoard *>(object()); }

    QWindow *window() const override { return board()->window(); }
    QAccessibleInterface *parent() const override
    {
        // The nearest item in the accessible tree, else the window (as Qt Quick's items do).
        for (QQuickItem *up = board()->parentItem(); up; up = up->parentItem()) {
            if (up == board()->window()->contentItem())
                break;
            if (QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(up))
                return iface;
        }
        return QAccessible::queryAccessibleInterface(board()->window());
    }
    int childCount() const override { return board()->rows() * board()->columns(); }
    QAccessibleInterface *child(int index) const override
    {
        const int columns = board()->columns();
        if (index < 0 || index >= childCount() || columns <= 0)
            return nullptr;
        return board()->cellInterface(index / columns, index % columns);
    }
    int indexOfChild(const QAccessibleInterface *child) const override
    {
        if (!child || child->role() != QAccessible::Cell)
            return -1;
        auto *cell = const_cast<QAccessibleInterface *>(child)->tableCellInterface();
        return cell ? cell->rowIndex() * board()->columns() + cell->columnIndex() : -1;
    }
    QAccessibleInterface *childAt(int x, int y) const override
    {
        return board()->cellInterfaceAt(QPoint(x, y));
    }
    QString text(QAccessible::Text t) const override
    {
        if (t == QAccessible::Name)
            return board()->name();
        if (t == QAccessible::Description)
            return board()->description();
        return QString();
    }
    QRect rect() const override
    {
        if (!board()->window())
            return QRect();
        const QRectF scene = board()->mapRectToScene(board()->boundingRect());
        return QRect(board()->window()->mapToGlobal(scene.topLeft().toPoint()),
                     scene.size().toSize());
    }
    QAccessible::Role role() const override { return QAccessible::Table; }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        s.invisible = !board()->isVisible();
        s.readOnly = true;
        return s;
    }
    void *interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::TableInterface ? static_cast<QAccessibleTableInterface *>(this)
                                                   : nullptr;
    }

    // QAccessibleTableInterface: no caption, no headers, nothing selected.
    QAccessibleInterface *caption() const override { return nullptr; }
    QAccessibleInterface *summary() const override { return nullptr; }
    QAccessibleInterface *cellAt(int row, int column) const override
    {
        return board()->cellInterface(row, column);
    }
    int columnCount() const override { return board()->columns(); }
    int rowCount() const override { return board()->rows(); }
    QString columnDescription(int) const override { return QString(); }
    QString rowDescription(int) const override { return QString(); }
    int selectedCellCount() const override { return 0; }
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    QList<QAccessibleInterface *> selectedCells() const override { return {}; }
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent *) override {}
};

// One cell: no object of its own (a board of 900 cells makes no 900 items), named by the model.
class CellInterface : public QAccessibleInterface, public QAccessibleTableCellInterface
{
public:
    CellInterface(AccessibleBoard *board, int row, int column)
        : m_board(board), m_row(row), m_column(column)
    {}

    bool isValid() const override
    {
        return m_board && m_row < m_board->rows() && m_column < m_board->columns();
    }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return m_board ? m_board->window() : nullptr; }
    QAccessibleInterface *parent() const override
    {
        return m_board ? QAccessible::queryAccessibleInterface(m_board) : nullptr;
    }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text t) const override
    {
        return t == QAccessible::Name && m_board ? m_board->cellText(m_row, m_column) : QString();
    }
    void setText(QAccessible::Text, const QString &) override {}
    QRect rect() const override { return m_board ? m_board->cellRect(m_row, m_column) : QRect(); }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        s.invisible = !m_board || !m_board->isVisible();
        s.readOnly = true;
        return s;
    }
    void *interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::TableCellInterface
                   ? static_cast<QAccessibleTableCellInterface *>(this)
                   : nullptr;
    }

    bool isSelected() const override { return false; }
    QList<QAccessibleInterface *> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface *> rowHeaderCells() const override { return {}; }
    int columnIndex() const override { return m_column; }
    int rowIndex() const override { return m_row; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface *table() const override { return parent(); }

private:
    QPointer<AccessibleBoard> m_board;
    int m_row;
    int m_column;
};

QAccessibleInterface *boardFactory(const QString &className, QObject *object)
{
    if (className == QLatin1String(AccessibleBoard::staticMetaObject.className()))
        return new BoardInterface(static_cast<AccessibleBoard *>(object));
    return nullptr;
}

} // namespace

AccessibleBoard::AccessibleBoard(QQuickItem *parent) : QQuickItem(parent)
{
    static const bool factoryInstalled = [] {
        QAccessible::installFactory(&boardFactory);
        return true;
    }();
    Q_UNUSED(factoryInstalled)
}

AccessibleBoard::~AccessibleBoard()
{
    forgetCells();
}

void AccessibleBoard::setModel(QAbstractItemModel *model)
{
    const bool changed = rebindService(m_model, model, this, [this](QAbstractItemModel *newModel) {
        connect(newModel, &QAbstractItemModel::dataChanged, this, &AccessibleBoard::cellsChanged);
        const auto all = [this] {
            if (m_model && m_model->rowCount() > 0)
                cellsChanged(m_model->index(0, 0), m_model->index(m_model->rowCount() - 1, 0));
        };
        connect(newModel, &QAbstractItemModel::modelReset, this, all);
        connect(newModel, &QAbstractItemModel::rowsInserted, this, all);
        connect(newModel, &QAbstractItemModel::rowsRemoved, this, all);
    });
    if (!changed)
        return;
    m_textRole = model ? model->roleNames().key("spokenText", -1) : -1;
    emit modelChanged();
}

void AccessibleBoard::setRows(int rows)
{
    if (m_rows == rows)
        return;
    forgetCells();
    m_rows = rows;
    emit sizeChanged();
    tableReset();
}

void AccessibleBoard::setColumns(int columns)
{
    if (m_columns == columns)
        return;
    forgetCells();
    m_columns = columns;
    emit sizeChanged();
    tableReset();
}

void AccessibleBoard::setCellArea(QQuickItem *area)
{
    if (m_cellArea == area)
        return;
    m_cellArea = area;
    emit sizeChanged();
}

void AccessibleBoard::setName(const QString &name)
{
    if (m_name == name)
        return;
    m_name = name;
    emit nameChanged();
    if (QAccessible::isActive()) {
        QAccessibleEvent event(this, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&event);
    }
}

void AccessibleBoard::setDescription(const QString &description)
{
    if (m_description == description)
        return;
    m_description = description;
    emit nameChanged();
    if (QAccessible::isActive()) {
        QAccessibleEvent event(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    }
}

QString AccessibleBoard::cellText(int row, int column) const
{
    if (!m_model || m_textRole < 0 || row < 0 || column < 0 || row >= m_rows || column >= m_columns)
        return QString();
    return m_model->index(row * m_columns + column, 0).data(m_textRole).toString();
}

QAccessibleInterface *AccessibleBoard::cellInterface(int row, int column)
{
    if (row < 0 || column < 0 || row >= m_rows || column >= m_columns)
        return nullptr;
    const std::size_t index = std::size_t(row) * std::size_t(m_columns) + std::size_t(column);
    if (m_cellIds.size() != std::size_t(m_rows) * std::size_t(m_columns))
        m_cellIds.assign(std::size_t(m_rows) * std::size_t(m_columns), 0);
    if (m_cellIds[index] == 0)
        m_cellIds[index] =
            QAccessible::registerAccessibleInterface(new CellInterface(this, row, column));
    return QAccessible::accessibleInterface(m_cellIds[index]);
}

QRect AccessibleBoard::cellRect(int row, int column) const
{
    if (!window() || m_rows <= 0 || m_columns <= 0)
        return QRect();
    const QQuickItem *area = cellsItem();
    const qreal w = area->width() / m_columns;
    const qreal h = area->height() / m_rows;
    const QRectF scene = area->mapRectToScene(QRectF(column * w, row * h, w, h));
    return QRect(window()->mapToGlobal(scene.topLeft().toPoint()), scene.size().toSize());
}

QAccessibleInterface *AccessibleBoard::cellInterfaceAt(const QPoint &global)
{
    const QQuickItem *area = cellsItem();
    if (!window() || m_rows <= 0 || m_columns <= 0 || area->width() <= 0 || area->height() <= 0)
        return nullptr;
    const QPointF local = area->mapFromScene(window()->mapFromGlobal(global));
    if (local.x() < 0 || local.y() < 0 || local.x() >= area->width() || local.y() >= area->height())
        return nullptr;
    return cellInterface(int(local.y() * m_rows / area->height()),
                         int(local.x() * m_columns / area->width()));
}

void AccessibleBoard::cellsChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                                   const QList<int> &roles)
{
    // A change the cells' names do not show (a selection, a hint target) is not told.
    if (!QAccessible::isActive() || m_columns <= 0 ||
        (!roles.isEmpty() && !roles.contains(m_textRole)))
        return;
    // Only cells a screen reader has met need telling: the others are read when met.
    for (int index = topLeft.row(); index <= bottomRight.row(); ++index) {
        if (index < 0 || std::size_t(index) >= m_cellIds.size() || m_cellIds[index] == 0)
            continue;
        QAccessibleEvent event(QAccessible::accessibleInterface(m_cellIds[index]),
                               QAccessible::NameChanged);
        QAccessible::updateAccessibility(&event);
    }
}

void AccessibleBoard::tableReset()
{
    if (!QAccessible::isActive())
        return;
    QAccessibleTableModelChangeEvent event(this, QAccessibleTableModelChangeEvent::ModelReset);
    QAccessible::updateAccessibility(&event);
}

void AccessibleBoard::forgetCells()
{
    for (const QAccessible::Id id : m_cellIds) {
        if (id != 0)
            QAccessible::deleteAccessibleInterface(id);
    }
    m_cellIds.clear();
}

} // namespace tessera
