import UIKitHeadless

extension HeadlessHost {
    /// Turns `component` of `picker` to `row` as a user would: vertical drags in that
    /// component, at most three rows each (the delegate hears `didSelectRow` as each drag
    /// settles), or nothing when the row is already selected.
    ///
    /// Throws ``TouchSynthesisError/notFound(query:)`` when the component or row does not
    /// exist, and the usual hit-test errors when the picker cannot be touched.
    ///
    /// ```swift
    /// try host.selectRow(2, inComponent: 0, of: picker)   // delegate: didSelectRow 2
    /// ```
    public func selectRow(_ row: Int, inComponent component: Int, of picker: UIPickerView, fileID: String = #fileID,
                          filePath: String = #filePath, line: Int = #line, column: Int = #column) throws {
        guard component >= 0, component < picker.numberOfComponents, row >= 0, row < picker.numberOfRows(inComponent: component),
              let rowView = picker.view(forRow: picker.selectedRow(inComponent: component), forComponent: component) else {
            throw TouchSynthesisError.notFound(query: "row \(row) of component \(component) in \(picker)")
        }
        _ = try hittableCentre(of: picker)
        // Row views take no touches themselves: the drag starts at the band's row, on the picker.
        let centre = rowView.convert(CGPoint(x: rowView.bounds.midX, y: rowView.bounds.midY), to: nil)
        let height = picker.rowSize(forComponent: component).height
        while picker.selectedRow(inComponent: component) != row {
            let rows = max(-3, min(3, row - picker.selectedRow(inComponent: component)))
            // Dragging up brings later rows into the band.
            swipe(from: centre, to: CGPoint(x: centre.x, y: centre.y - CGFloat(rows) * height),
                  fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// Picks `date` in `picker` as a user would (the picker's calendar and wheels are not
    /// drawn here, so this stands in for them): the date is clamped to the picker's bounds,
    /// and `.valueChanged` is sent when the value changed. Throws when the picker is disabled
    /// or cannot be touched.
    public func pickDate(_ date: Date, in picker: UIDatePicker, fileID: String = #fileID, filePath: String = #filePath,
                         line: Int = #line, column: Int = #column) throws {
        _ = try hittableCentre(of: picker)
        guard picker.isEnabled else { throw TouchSynthesisError.notFound(query: "an enabled date picker (\(picker))") }
        let old = picker.date
        picker.date = date
        if picker.date != old { picker.sendActions(for: .valueChanged) }
        runUntilIdle(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
