import Testing
import UIKitMigration

/// `#selector` in target–action calls: the statement is kept for iOS and repeated for Linux
/// with a closure of the target.
@Suite struct SelectorRewriteTests {
    @Test func addTargetWithSenderBecomesAClosureOfTargetAndSender() {
        let input = """
            final class Form: UIViewController {
                let save = UIButton()
                override func viewDidLoad() {
                    save.addTarget(self, action: #selector(saveTapped(_:)), for: .touchUpInside)
                }
                @objc func saveTapped(_ sender: UIButton) {}
            }

            """
        let migration = Migrator.migrate(input, file: "Form.swift")
        #expect(migration.text == """
            final class Form: UIViewController {
                let save = UIButton()
                override func viewDidLoad() {
                    #if canImport(ObjectiveC)
                    save.addTarget(self, action: #selector(saveTapped(_:)), for: .touchUpInside)
                    #else
                    save.addTarget(self, action: { $0.saveTapped($1) }, for: .touchUpInside)
                    #endif
                }
                #if canImport(ObjectiveC)
                @objc
                #endif
                func saveTapped(_ sender: UIButton) {}
            }

            """)
        #expect(migration.findings.map(\.description) == [
            "Form.swift:4:38: rewrote #selector: { $0.saveTapped($1) }",
            "Form.swift:6:5: rewrote @objc: kept for iOS under #if canImport(ObjectiveC)",
        ])
    }

    @Test func aSelectorWithTargetSelf_usesTheEnclosingTypesMethod_whenAnotherTypeDeclaresTheNameToo() {
        let input = """
            final class CardViewController: UIViewController {
                override func viewDidLoad() {
                    let tap = UITapGestureRecognizer(target: self, action: #selector(cardTapped))
                    view.addGestureRecognizer(tap)
                }
                @objc func cardTapped() {}
            }

            final class Board: UIViewController {
                let deck = CardViewController()
                func cardTapped(_ card: CardViewController) {}
                func watch(_ button: UIButton) {
                    button.addTarget(deck, action: #selector(cardTapped), for: .touchUpInside)
                }
            }

            """
        let migration = Migrator.migrate(input, file: "Card.swift")
        #expect(migration.text.contains("""
                    #if canImport(ObjectiveC)
                    let tap = UITapGestureRecognizer(target: self, action: #selector(cardTapped))
                    #else
                    let tap = UITapGestureRecognizer(target: self, action: { $0.cardTapped() })
                    #endif
            """))
        // Another target's type is not known: the name stays ambiguous there.
        #expect(migration.findings.map(\.description) == [
            "Card.swift:3:64: rewrote #selector: { $0.cardTapped() }",
            "Card.swift:6:5: rewrote @objc: kept for iOS under #if canImport(ObjectiveC)",
            "Card.swift:13:40: left alone #selector: cardTapped is declared with several signatures; write the labels",
        ])
    }

    @Test func keyCommandSelectorsBecomeClosuresTypedWithTheDeclaringType() {
        let input = """
            final class Editor: UIViewController {
                override var keyCommands: [UIKeyCommand]? {
                    [UIKeyCommand(input: "s", modifierFlags: .command, action: #selector(save(_:))),
                     UIKeyCommand(title: "Up", action: #selector(Editor.moveUp), input: UIKeyCommand.inputUpArrow)]
                }
                @objc func save(_ sender: UIKeyCommand) {}
                @objc func moveUp() {}
            }

            """
        let migration = Migrator.migrate(input, file: "Editor.swift")
        #expect(migration.text == """
            final class Editor: UIViewController {
                override var keyCommands: [UIKeyCommand]? {
                    #if canImport(ObjectiveC)
                    [UIKeyCommand(input: "s", modifierFlags: .command, action: #selector(save(_:))),
                     UIKeyCommand(title: "Up", action: #selector(Editor.moveUp), input: UIKeyCommand.inputUpArrow)]
                    #else
                    [UIKeyCommand(input: "s", modifierFlags: .command, action: { (target: Editor, command: UIKeyCommand) in target.save(command) }),
                     UIKeyCommand(title: "Up", action: { (target: Editor) in target.moveUp() }, input: UIKeyCommand.inputUpArrow)]
                    #endif
                }
                #if canImport(ObjectiveC)
                @objc
                #endif
                func save(_ sender: UIKeyCommand) {}
                #if canImport(ObjectiveC)
                @objc
                #endif
                func moveUp() {}
            }

            """)
        #expect(migration.findings.map(\.description) == [
            "Editor.swift:3:68: rewrote #selector: { (target: Editor, command: UIKeyCommand) in target.save(command) }",
            "Editor.swift:4:44: rewrote #selector: { (target: Editor) in target.moveUp() }",
            "Editor.swift:6:5: rewrote @objc: kept for iOS under #if canImport(ObjectiveC)",
            "Editor.swift:7:5: rewrote @objc: kept for iOS under #if canImport(ObjectiveC)",
        ])
        #expect(Migrator.migrate(migration.text, file: "Editor.swift").text == migration.text)
    }

    @Test func aBareNameIsCalledWithTheLabelsItsDeclarationHas() {
        let input = """
            class People: UICollectionViewController {
            \toverride func viewDidLoad() {
            \t\tnavigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addNewPerson))
            \t\tlet pan = UIPanGestureRecognizer(target: self, action: #selector(handle))
            \t\tview.addGestureRecognizer(pan)
            \t}
            \t@objc func addNewPerson() {}
            \tfunc handle(gesture: UIPanGestureRecognizer) {}
            }
            """
        let migration = Migrator.migrate(input, file: "People.swift")
        #expect(migration.text == """
            class People: UICollectionViewController {
            \toverride func viewDidLoad() {
            \t\t#if canImport(ObjectiveC)
            \t\tnavigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addNewPerson))
            \t\t#else
            \t\tnavigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: { $0.addNewPerson() })
            \t\t#endif
            \t\t#if canImport(ObjectiveC)
            \t\tlet pan = UIPanGestureRecognizer(target: self, action: #selector(handle))
            \t\t#else
            \t\tlet pan = UIPanGestureRecognizer(target: self, action: { $0.handle(gesture: $1) })
            \t\t#endif
            \t\tview.addGestureRecognizer(pan)
            \t}
            \t#if canImport(ObjectiveC)
            \t@objc
            \t#endif
            \tfunc addNewPerson() {}
            \tfunc handle(gesture: UIPanGestureRecognizer) {}
            }
            """)
    }

    @Test func removeTargetRemovesAllOfTheTargetsActionsAndObserversGetAClosure() {
        let input = """
            deinit {
              recognizer.removeTarget(self, action: #selector(handleGesture(for:)))
            }
            func observe() {
              NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
            }
            """
        let migration = Migrator.migrate(input, file: "A.swift")
        #expect(migration.text == """
            deinit {
              #if canImport(ObjectiveC)
              recognizer.removeTarget(self, action: #selector(handleGesture(for:)))
              #else
              recognizer.removeTarget(self, action: nil)
              #endif
            }
            func observe() {
              #if canImport(ObjectiveC)
              NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
              #else
              NotificationCenter.default.addObserver(self, selector: { $0.keyboardWillShow($1) }, name: UIResponder.keyboardWillShowNotification, object: nil)
              #endif
            }
            """)
    }

    @Test func aMemberWithTwoSelectorsIsRepeatedOnce() {
        let input = """
            class Bar: UIViewController {
                lazy var items = [UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(Bar.save(_:))),
                                  UIBarButtonItem(image: nil, style: .plain, target: self, action: #selector(close))]
            }
            """
        let migration = Migrator.migrate(input, file: "Bar.swift")
        #expect(migration.text == """
            class Bar: UIViewController {
                #if canImport(ObjectiveC)
                lazy var items = [UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(Bar.save(_:))),
                                  UIBarButtonItem(image: nil, style: .plain, target: self, action: #selector(close))]
                #else
                lazy var items = [UIBarButtonItem(title: "Save", style: .done, target: self, action: { $0.save($1) }),
                                  UIBarButtonItem(image: nil, style: .plain, target: self, action: { $0.close() })]
                #endif
            }
            """)
        #expect(migration.rewrites.count == 2)
    }

    @Test func selectorsWithoutAClosureFormAreReportedAndLeftAlone() {
        let input = """
            func f() {
                perform(#selector(refresh), with: nil, afterDelay: 1, inModes: [.common])
                let t = Timer(fireAt: date, interval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                button.addTarget(nil, action: #selector(copy(_:)), for: .touchUpInside)
                control.addTarget(self, action: #selector(changed(_:event:)), for: .valueChanged)
                let s = [#selector(viewDidLoad)]
            }
            """
        let migration = Migrator.migrate(input, file: "F.swift")
        #expect(migration.text == input)
        #expect(migration.findings.map(\.description) == [
            "F.swift:2:13: left alone #selector: perform(_:…) has no closure form here",
            "F.swift:3:70: left alone #selector: Timer(selector:…) has no closure form here",
            "F.swift:4:35: left alone #selector: a nil target (responder-chain search by selector) has no closure form",
            "F.swift:5:37: left alone #selector: changed takes 2 arguments; actions take the sender only",
            "F.swift:6:14: left alone #selector: not an argument of a target–action call",
        ])
    }

    @Test func aMethodOfAnotherFileIsFoundThroughTheIndex() {
        let other = "extension Screen { func didPinch(_ recognizer: UIPinchGestureRecognizer) {} }"
        let input = "let pinch = UIPinchGestureRecognizer(target: screen, action: #selector(Screen.didPinch))\n"
        let migration = Migrator.migrate(input, file: "S.swift", index: MethodIndex(sources: [other, input]))
        #expect(migration.text == """
            #if canImport(ObjectiveC)
            let pinch = UIPinchGestureRecognizer(target: screen, action: #selector(Screen.didPinch))
            #else
            let pinch = UIPinchGestureRecognizer(target: screen, action: { $0.didPinch($1) })
            #endif

            """)
    }

    /// `#if` must start a line: a statement sharing its line (a one-line closure body, or
    /// statements joined by `;`) is moved to lines of its own, one level in, and what
    /// followed it goes on the line after — and the result is still migrated (idempotent).
    @Test func aStatementSharingItsLine_getsLinesOfItsOwn() {
        let input = """
            final class Form: UIViewController {
                let save = UIButton()
                lazy var cancel: UIButton = { let b = UIButton(); b.addTarget(self, action: #selector(cancelTapped), for: .touchUpInside); return b }()
                override func viewDidLoad() {
                    DispatchQueue.main.async { self.save.addTarget(self, action: #selector(self.saveTapped(_:)), for: .touchUpInside) }
                }
            }

            """
        let migration = Migrator.migrate(input, file: "Form.swift")
        #expect(migration.text == """
            final class Form: UIViewController {
                let save = UIButton()
                lazy var cancel: UIButton = { let b = UIButton();
                    #if canImport(ObjectiveC)
                    b.addTarget(self, action: #selector(cancelTapped), for: .touchUpInside);
                    #else
                    b.addTarget(self, action: { $0.cancelTapped() }, for: .touchUpInside);
                    #endif
                return b }()
                override func viewDidLoad() {
                    DispatchQueue.main.async {
                        #if canImport(ObjectiveC)
                        self.save.addTarget(self, action: #selector(self.saveTapped(_:)), for: .touchUpInside)
                        #else
                        self.save.addTarget(self, action: { $0.saveTapped($1) }, for: .touchUpInside)
                        #endif
                    }
                }
            }

            """)
        #expect(Migrator.migrate(migration.text, file: "Form.swift").text == migration.text)
    }
}
