import Foundation

// The long press `UICollectionViewController` installs while its
// `installsStandardGestureForInteractiveMovement` is true: held 0.5 s on an item the data
// source lets move, it begins the movement; the finger drags the cell (keeping where it
// grabbed it), lifting ends the movement and a cancelled touch cancels it.
extension UICollectionView {
    /// Adds or removes the standard movement long press.
    func setStandardMovementGesture(installed: Bool) {
        if installed, standardMovementRecognizer == nil {
            let press = UILongPressGestureRecognizer()
            press.addAction { [unowned self] _ in self.handleStandardMovement() }
            addGestureRecognizer(press)
            standardMovementRecognizer = press
        } else if !installed, let press = standardMovementRecognizer {
            removeGestureRecognizer(press)
            standardMovementRecognizer = nil
        }
    }

    /// The press may begin on an item the data source lets move (asked once, here).
    func standardMovementShouldBegin() -> Bool {
        guard interactiveMovement == nil, let press = standardMovementRecognizer, let dataSource,
              let path = indexPathForItem(at: press.location(in: self)) else { return false }
        return dataSource.collectionView(self, canMoveItemAt: path)
    }

    private func handleStandardMovement() {
        guard let press = standardMovementRecognizer else { return }
        let finger = press.location(in: self)
        switch press.state {
        case .began:
            guard let path = indexPathForItem(at: finger) else { return }
            startMovement(at: path)
            if let center = interactiveMovement?.position {
                interactiveMovement?.grabOffset = CGSize(width: center.x - finger.x, height: center.y - finger.y)
            }
        case .changed:
            guard let offset = interactiveMovement?.grabOffset else { return }
            updateInteractiveMovementTargetPosition(CGPoint(x: finger.x + offset.width, y: finger.y + offset.height))
        default:
            finishMovement(after: press.state)
        }
    }
}
