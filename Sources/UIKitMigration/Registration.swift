import SwiftSyntax

/// The `ViewControllerKit.InterfaceBuilder` registration of a class's `@IBOutlet`s and
/// `@IBAction`s, which the storyboard loader reads instead of the Objective-C runtime.
enum Registration {
    /// The nested type the loader looks up by name (`Module.Class.InterfaceBuilderConnections`).
    static let typeName = "InterfaceBuilderConnections"

    static func render(_ classes: [(type: String, lines: [String])]) -> String {
        classes.map { type, lines in
            """

            #if !canImport(ObjectiveC)
            /// The storyboard connections `@IBOutlet`/`@IBAction` declare on iOS (written by vck-migrate).
            extension \(type) {
                enum \(typeName): ViewControllerKit.InterfaceBuilderConnecting {
                    static func register() {
                        ViewControllerKit.InterfaceBuilder.register(\(type).self) {
            \(lines.map { "                " + $0 }.joined(separator: "\n"))
                        }
                    }
                }
            }
            #endif

            """
        }.joined()
    }

    /// The Objective-C selector of a Swift method (`save(_:)` → `save:`,
    /// `tapped(sender:)` → `tappedWithSender:`), as storyboards name actions.
    static func selector(_ name: String, labels: [String]) -> String {
        guard let first = labels.first else { return name }
        var result = name + (first == "_" ? "" : "With" + first.prefix(1).uppercased() + first.dropFirst()) + ":"
        for label in labels.dropFirst() { result += (label == "_" ? "" : label) + ":" }
        return result
    }
}

extension Scanner {
    func hasAttribute(_ name: String, _ attributes: AttributeListSyntax) -> AttributeSyntax? {
        for case .attribute(let attribute) in attributes where attribute.attributeName.trimmedDescription == name {
            return attribute
        }
        return nil
    }

    /// Registration lines for the outlets and actions `members` declare.
    func collectConnections(of type: String, members: MemberBlockSyntax, node: some SyntaxProtocol) {
        guard !isConditionallyCompiled(node) else { return }
        var lines: [String] = []
        for member in members.members {
            if let variable = member.decl.as(VariableDeclSyntax.self), let attribute = hasAttribute("IBOutlet", variable.attributes) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let typeSyntax = binding.typeAnnotation?.type else {
                        report(.leftAlone, attribute, "@IBOutlet", "no declared type to register")
                        continue
                    }
                    let optional = typeSyntax.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) || typeSyntax.is(OptionalTypeSyntax.self)
                    let wrapped = typeSyntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
                        ?? typeSyntax.as(OptionalTypeSyntax.self)?.wrappedType ?? typeSyntax
                    if wrapped.is(ArrayTypeSyntax.self) {
                        lines.append("$0.outletCollection(\"\(name)\", \\.\(name))")
                    } else if optional {
                        lines.append("$0.outlet(\"\(name)\", \\.\(name))")
                    } else {
                        report(.leftAlone, attribute, "@IBOutlet", "\(name) is not optional; the loader sets optional outlets only")
                    }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                let name = function.name.text
                let parameters = Array(function.signature.parameterClause.parameters)
                let labels = parameters.map { $0.firstName.text }
                let selector = objcName(function.attributes) ?? Registration.selector(name, labels: labels)
                func argument(_ index: Int, _ value: String) -> String {
                    labels[index] == "_" ? value : "\(labels[index]): \(value)"
                }
                if let attribute = hasAttribute("IBAction", function.attributes) {
                    switch parameters.count {
                    case 0: lines.append("$0.action(\"\(selector)\") { $0.\(name)() }")
                    case 1: lines.append("$0.action(\"\(selector)\") { $0.\(name)(\(argument(0, "$1"))) }")
                    default: report(.leftAlone, attribute, "@IBAction", "\(name) takes an event too; actions take the sender only")
                    }
                } else if let attribute = hasAttribute("IBSegueAction", function.attributes) {
                    guard (1...3).contains(parameters.count) else {
                        report(.leftAlone, attribute, "@IBSegueAction", "\(name) does not take (coder, sender, identifier)")
                        continue
                    }
                    let values = ["coder", "sender", "identifier"]
                    let call = (0..<parameters.count).map { argument($0, values[$0]) }.joined(separator: ", ")
                    lines.append("$0.segueAction(\"\(selector)\") { root, coder, sender, identifier in root.\(name)(\(call)) }")
                }
            }
        }
        if !lines.isEmpty { connections.append((type, lines)) }
    }

    /// The name in `@objc(name)`, which is the method's selector.
    func objcName(_ attributes: AttributeListSyntax) -> String? {
        guard let attribute = hasAttribute("objc", attributes), let arguments = attribute.arguments else { return nil }
        return arguments.trimmedDescription.isEmpty ? nil : arguments.trimmedDescription
    }
}

extension Migrator {
    /// The Objective-C selector of a Swift method with these argument labels.
    public static func objectiveCSelector(_ name: String, labels: [String]) -> String {
        Registration.selector(name, labels: labels)
    }
}
