import Foundation

extension ViewControllerKit {
    /// What replaces `@IBOutlet`, `@IBAction` and the Objective-C class lookup on Linux.
    ///
    /// Swift on Linux has no key-value coding and no selectors, so a storyboard's outlets and
    /// actions cannot be set by name. An app declares them once per class, one line each:
    ///
    /// ```swift
    /// final class ProfileViewController: UIViewController {
    ///     weak var nameLabel: UILabel!          // was: @IBOutlet weak var nameLabel: UILabel!
    ///     var fields: [UITextField]!            // was: @IBOutlet var fields: [UITextField]!
    ///     func save(_ sender: UIButton) { … }   // was: @IBAction func save(_ sender: UIButton)
    /// }
    ///
    /// ViewControllerKit.InterfaceBuilder.register(ProfileViewController.self) {
    ///     $0.outlet("nameLabel", \.nameLabel)
    ///     $0.outletCollection("fields", \.fields)
    ///     $0.action("save:") { $0.save($1) }
    /// }
    /// ```
    ///
    /// Registering also makes the class findable by the name the storyboard gives it
    /// (`customClass`), nested classes included. An unregistered top-level class is still
    /// found by its module-qualified name (`_typeByName`), so a class without outlets or
    /// actions needs no line at all when its module is known: the storyboard's
    /// `customModule`, a name in ``moduleNames``, the storyboard bundle's target, or the main
    /// executable.
    ///
    /// Connections inherit: a subclass's connections are looked up in its registration, then
    /// its superclasses'. A name the storyboard connects but no class in the chain declares
    /// is reported when the scene loads (`this class is not key value coding-compliant for
    /// the key …`, UIKit's wording) and skipped.
    @preconcurrency @MainActor
    public enum InterfaceBuilder {
        /// Modules searched for a class whose storyboard entry gives no module, or "inherit
        /// module from target", before the bundle's and the main executable's.
        ///
        /// Like registrations, the list belongs to the runtime in use: set under a host it is
        /// that runtime's own (parallel tests never see each other's); set outside any host
        /// it is the process-wide list, which a runtime that set none uses.
        public static var moduleNames: [String] {
            get { Registrations.current.moduleNamesInEffect }
            set { Registrations.current.moduleNames = newValue }
        }

        /// Registers `type` under its name (and `name` when given) with the outlets and
        /// actions `connections` declares. Registering a class again replaces its entry.
        ///
        /// Registrations belong to the runtime in use: under a host (each test's
        /// `HeadlessHost`, a browser tab) they are that runtime's own, so tests running in
        /// parallel never see each other's; otherwise (an app's launch code) they go to the
        /// process-wide registrations, which every runtime falls back to.
        public static func register<Root: AnyObject>(
            _ type: Root.Type, name: String? = nil, _ connections: (inout Connections<Root>) -> Void = { _ in }
        ) {
            var builder = Connections<Root>()
            connections(&builder)
            Registrations.current.add(type, name: name, entry: builder.entry)
        }

        /// Forgets `type`'s registration (in the runtime in use, hiding a process-wide one
        /// there) and whether its declared connections were looked for, so the next
        /// instance finds them again. Registering it again undoes the removal.
        public static func removeRegistration(of type: AnyClass) {
            Registrations.current.remove(type)
        }

        /// Forgets every registration of the runtime in use (outside a host: the
        /// process-wide ones).
        public static func removeAllRegistrations() {
            Registrations.current.removeAll()
        }

        /// Runs `type`'s own `InterfaceBuilderConnections.register()` the first time the
        /// class is met, unless the class was registered another way. The enum is found by
        /// its mangled name (the class's, then the nested enum's), so a subclass's nested
        /// enum never stands in for its superclass's, and nested classes work too.
        static func registerDeclaredConnections(of type: AnyClass) {
            let key = ObjectIdentifier(type)
            let registrations = Registrations.current
            guard registrations.entry(for: key) == nil, registrations.searchedTypes.insert(key).inserted,
                  let mangled = _mangledTypeName(type) else { return }
            let nested = "InterfaceBuilderConnections"
            (TypeNameLookup.type(named: mangled + "\(nested.utf8.count)\(nested)O") as? InterfaceBuilderConnecting.Type)?.register()
        }

        /// The class named `name` (and `module`), registered or found by `_typeByName`.
        static func lookUpClass(named name: String, module: String?, extraModules: [String]) -> AnyObject.Type? {
            let registrations = Registrations.current
            if let module, let type = registrations.type(named: "\(module).\(name)") { return type }
            if let type = registrations.type(named: name) { return type }
            var modules = [module].compactMap { $0 } + registrations.moduleNamesInEffect + extraModules
            if name.contains(".") { modules.insert("", at: 0) }
            for module in modules {
                let full = module.isEmpty ? name : "\(module).\(name)"
                if let type = TypeNameLookup.type(named: full) as? AnyObject.Type { return type }
            }
            return nil
        }

        /// The registrations of `object`'s class and its superclasses, most derived first.
        static func entries(for object: AnyObject) -> [Entry] {
            let registrations = Registrations.current
            var result: [Entry] = []
            var current: AnyClass? = type(of: object)
            while let type = current {
                registerDeclaredConnections(of: type)
                if let entry = registrations.entry(for: ObjectIdentifier(type)) { result.append(entry) }
                current = _getSuperclass(type)
            }
            return result
        }

        static func outletSetter(_ property: String, of object: AnyObject) -> ((AnyObject, AnyObject) -> Bool)? {
            entries(for: object).lazy.compactMap { $0.outlets[property] }.first
        }

        static func collectionSetter(_ property: String, of object: AnyObject) -> ((AnyObject, [AnyObject]) -> Bool)? {
            entries(for: object).lazy.compactMap { $0.collections[property] }.first
        }

        static func action(_ selector: String, of object: AnyObject) -> ((AnyObject, Any?) -> Void)? {
            entries(for: object).lazy.compactMap { $0.actions[selector] }.first
        }

        static func segueAction(_ selector: String, of object: AnyObject) -> ((AnyObject, NSCoder, Any?, String?) -> UIViewController?)? {
            entries(for: object).lazy.compactMap { $0.segueActions[selector] }.first
        }

        struct Entry {
            var outlets: [String: (AnyObject, AnyObject) -> Bool] = [:]
            var collections: [String: (AnyObject, [AnyObject]) -> Bool] = [:]
            var actions: [String: (AnyObject, Any?) -> Void] = [:]
            var segueActions: [String: (AnyObject, NSCoder, Any?, String?) -> UIViewController?] = [:]
        }
    }

    /// A class's storyboard connections, declared as an enum nested in the class and named
    /// `InterfaceBuilderConnections` (what `vck-migrate` writes for `@IBOutlet`/`@IBAction`):
    ///
    /// ```swift
    /// extension ProfileViewController {
    ///     enum InterfaceBuilderConnections: ViewControllerKit.InterfaceBuilderConnecting {
    ///         static func register() {
    ///             ViewControllerKit.InterfaceBuilder.register(ProfileViewController.self) { … }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// The loader calls `register()` the first time it sets an outlet or sends an action to
    /// an instance of the class, so no launch code has to list the classes.
    @preconcurrency @MainActor
    public protocol InterfaceBuilderConnecting {
        /// Registers the enclosing class with ``InterfaceBuilder/register(_:name:_:)``.
        static func register()
    }

    /// The outlets, outlet collections and actions one class declares; see
    /// ``InterfaceBuilder``. Each method is one declaration line.
    @preconcurrency @MainActor
    public struct Connections<Root: AnyObject> {
        var entry = InterfaceBuilder.Entry()

        /// `@IBOutlet var name: Value!` (weak or strong, optional or implicitly unwrapped).
        public mutating func outlet<Value: AnyObject>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value?>) {
            entry.outlets[name] = { root, value in
                guard let root = root as? Root, let value = value as? Value else { return false }
                root[keyPath: keyPath] = value
                return true
            }
        }

        /// `@IBOutlet var names: [Value]!`: the connected objects in the storyboard's order.
        public mutating func outletCollection<Value: AnyObject>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, [Value]?>) {
            entry.collections[name] = { root, values in
                let typed = values.compactMap { $0 as? Value }
                guard let root = root as? Root, typed.count == values.count else { return false }
                root[keyPath: keyPath] = typed
                return true
            }
        }

        /// `@IBOutlet var names: [Value]` (non-optional array).
        public mutating func outletCollection<Value: AnyObject>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, [Value]>) {
            entry.collections[name] = { root, values in
                let typed = values.compactMap { $0 as? Value }
                guard let root = root as? Root, typed.count == values.count else { return false }
                root[keyPath: keyPath] = typed
                return true
            }
        }

        /// `@IBSegueAction func make(_ coder: NSCoder, sender: Any?, segueIdentifier: String?)
        /// -> Destination?`: creates a segue's destination from the destination scene's coder
        /// (nil: the storyboard creates it). `selector` is the storyboard's
        /// (`makeDetail:sender:segueIdentifier:`, or a shorter form the method declares).
        public mutating func segueAction<Destination: UIViewController>(
            _ selector: String, _ body: @escaping @MainActor (Root, NSCoder, Any?, String?) -> Destination?
        ) {
            entry.segueActions[selector] = { root, coder, sender, identifier in
                guard let root = root as? Root else { return nil }
                return body(root, coder, sender, identifier)
            }
        }

        /// `@IBAction func name()`: `selector` is the storyboard's (`refresh`).
        public mutating func action(_ selector: String, _ body: @escaping @MainActor (Root) -> Void) {
            entry.actions[selector] = { root, _ in
                if let root = root as? Root { body(root) }
            }
        }

        /// `@IBAction func name(_ sender: Sender)`, unwind actions (`Sender` is
        /// `UIStoryboardSegue`) included: `selector` is the storyboard's (`save:`). A sender of
        /// another type is reported and the action not called, as Swift's cast would trap.
        public mutating func action<Sender>(_ selector: String, _ body: @escaping @MainActor (Root, Sender) -> Void) {
            entry.actions[selector] = { root, sender in
                guard let root = root as? Root else { return }
                guard let typed = sender as? Sender else {
                    ViewControllerKit.Runtime.current.diagnostics.warn(
                        "Action \(selector) of \(Root.self) expects a \(Sender.self) sender, not \(sender.map { "\(type(of: $0))" } ?? "nil")")
                    return
                }
                body(root, typed)
            }
        }
    }
}
