import CAdwaita
import XCTest

@testable import GtkSupport

/// What the face page asks of the desktop: the clipboard, links, and "Show in Files" over D-Bus
/// (the tests run on a private session bus of their own: dbus-run-session).
final class GtkSupportDesktopTests: GtkSupportTestCase {
  /// The interface drawn in Typecase's fonts keeps the size the desktop asks for, exactly: a
  /// 10.5-point interface font was drawn at 10, and one of 14 pixels at 14 points.
  func testTheInterfaceFamiliesKeepTheDesktopsFontSize() throws {
    let settings = try XCTUnwrap(gtk_settings_get_default())
    let before = ObjectProperty.string(of: settings, "gtk-font-name")
    defer { ObjectProperty.set(settings, "gtk-font-name", string: before) }
    for (desktop, expected) in [
      ("DejaVu Sans 10.5", "Fixture A,Fixture B 10.5"), ("Cantarell 11", "Fixture A,Fixture B 11"),
      ("Sans 14px", "Fixture A,Fixture B 14px"), ("Sans", "Fixture A,Fixture B 11"),
    ] {
      ObjectProperty.set(settings, "gtk-font-name", string: desktop)
      ToolkitSettings.setInterfaceFamilies(["Fixture A", "Fixture B"])
      XCTAssertEqual(ObjectProperty.string(of: settings, "gtk-font-name"), expected, desktop)
    }
  }

  func testTextCopiedToTheClipboardReadsBack() {
    for text in ["ß", "Fish & Chips <Bold>", "한국어 👍🏽 \u{0301}e"] {
      Clipboard.copy(text)
      var read: String??
      Clipboard.readText { read = $0 }
      XCTAssertTrue(MainContext.iterate(until: { read != nil }, timeout: 5), "the clipboard never answered")
      XCTAssertEqual(read, .some(text))
    }
  }

  func testALinkShowsItsLabelAndKeepsItsAddress() {
    let link = LinkButton(uri: "https://openfontlicense.org", label: "SIL Open Font License 1.1")
    XCTAssertEqual(link.uri, "https://openfontlicense.org")
    XCTAssertEqual(link.label, "SIL Open Font License 1.1")
    link.uri = "https://www.apache.org/licenses/LICENSE-2.0"
    XCTAssertEqual(link.uri, "https://www.apache.org/licenses/LICENSE-2.0")
    XCTAssertFalse(link.isVisited)
    link.isVisited = true
    XCTAssertTrue(link.isVisited)
  }

  func testFileURIsAreEscaped() {
    XCTAssertEqual(
      try FileManagerItem.fileURI("/tmp/My Fonts/Ünïcode #1.ttf").get(),
      "file:///tmp/My%20Fonts/%C3%9Cn%C3%AFcode%20%231.ttf")
    XCTAssertThrowsError(try FileManagerItem.fileURI("relative/path.ttf").get())
  }

  func testWithNoFileManagerOnTheBusShowingAFileFailsInsteadOfHanging() throws {
    try requirePrivateBus()
    var failure: String??
    FileManagerItem.show(path: "/usr/share/fonts/truetype/inter-vf/Inter.var.ttf") { failure = .some($0) }
    XCTAssertNil(failure, "the completion ran before show returned")
    XCTAssertTrue(MainContext.iterate(until: { failure != nil }, timeout: 10), "show never completed")
    let message = try XCTUnwrap(failure ?? nil, "showing a file succeeded with no file manager")
    print("ShowItems without a file manager: \(message)")
    XCTAssertTrue(message.contains("FileManager1"), message)
  }

  func testAFileManagerIsAskedToShowTheFile() throws {
    try requirePrivateBus()
    let service = try XCTUnwrap(FakeFileManager())
    defer { service.close() }
    var failure: String??
    FileManagerItem.show(path: "/tmp/My Fonts/Ünïcode #1.ttf") { failure = .some($0) }
    XCTAssertTrue(MainContext.iterate(until: { failure != nil }, timeout: 10), "show never completed")
    XCTAssertEqual(failure, .some(nil))
    XCTAssertEqual(FakeFileManager.calls, ["ShowItems (['file:///tmp/My%20Fonts/%C3%9Cn%C3%AFcode%20%231.ttf'], '')"])
  }

  func testOpeningAFolderWithNoApplicationForFoldersFails() throws {
    guard g_app_info_get_default_for_type("inode/directory", 0) == nil else {
      throw XCTSkip("this machine has an application for folders: the test would open a window")
    }
    var failure: String??
    FileManagerItem.openFolder(containing: "/usr/share/fonts/truetype/inter-vf/Inter.var.ttf") { failure = .some($0) }
    XCTAssertTrue(MainContext.iterate(until: { failure != nil }, timeout: 10), "openFolder never completed")
    let message = try XCTUnwrap(failure ?? nil, "a folder opened with no application for folders")
    print("Opening a folder without an application for folders: \(message)")
  }

  /// Skips unless the session bus is a private one (dbus-run-session), where nothing else owns
  /// names and the tests cannot open a real file manager.
  func requirePrivateBus() throws {
    guard let address = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty else {
      throw XCTSkip("no session bus: run the tests under dbus-run-session")
    }
    var error: UnsafeMutablePointer<GError>?
    guard let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
      throw XCTSkip("no session bus: \(FileManagerItem.message(of: error, otherwise: ""))")
    }
    defer { g_object_unref(connection.gpointer) }
    if g_dbus_connection_call_sync(
      connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "GetNameOwner",
      g_variant_new_tuple([g_variant_new_string("org.freedesktop.FileManager1")], 1), nil, G_DBUS_CALL_FLAGS_NONE,
      1000, nil, nil
    ).map({ g_variant_unref($0) }) != nil {
      throw XCTSkip("a file manager owns org.freedesktop.FileManager1 on this bus")
    }
  }
}

/// org.freedesktop.FileManager1 on the test's own session bus: records each call and answers it.
final class FakeFileManager {
  /// The calls received, as method name and GVariant text.
  nonisolated(unsafe) static var calls: [String] = []
  /// The session bus.
  private let connection: OpaquePointer
  /// The object's registration on the bus.
  private let registration: guint

  /// What the service says it has: ShowItems.
  static let introspection = """
    <node>
      <interface name="org.freedesktop.FileManager1">
        <method name="ShowItems">
          <arg type="as" name="URIs" direction="in"/>
          <arg type="s" name="StartupId" direction="in"/>
        </method>
      </interface>
    </node>
    """

  /// Puts the service on the session bus and takes its name; nil when the bus refuses.
  init?() {
    Self.calls = []
    guard let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) else { return nil }
    self.connection = connection
    guard let node = g_dbus_node_info_new_for_xml(Self.introspection, nil) else { return nil }
    defer { g_dbus_node_info_unref(node) }
    var vtable = GDBusInterfaceVTable()
    vtable.method_call = { _, _, _, _, method, parameters, invocation, _ in
      let arguments = parameters.flatMap { g_variant_print($0, 0) }
      defer { g_free(arguments) }
      FakeFileManager.calls.append(swiftString(method) + " " + swiftString(arguments))
      g_dbus_method_invocation_return_value(invocation, nil)
    }
    registration = g_dbus_connection_register_object(
      connection, "/org/freedesktop/FileManager1", node.pointee.interfaces[0], &vtable, nil, nil, nil)
    guard registration != 0, request("RequestName", flags: 4) else { return nil }
  }

  /// Asks the bus for the well-known name, or gives it back.
  private func request(_ method: String, flags: UInt32? = nil) -> Bool {
    var children: [OpaquePointer?] = [g_variant_new_string("org.freedesktop.FileManager1")]
    if let flags { children.append(g_variant_new_uint32(flags)) }
    let reply = g_dbus_connection_call_sync(
      connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", method,
      g_variant_new_tuple(&children, gsize(children.count)), nil, G_DBUS_CALL_FLAGS_NONE, 2000, nil, nil)
    guard let reply else { return false }
    g_variant_unref(reply)
    return true
  }

  /// Leaves the bus.
  func close() {
    _ = request("ReleaseName")
    g_dbus_connection_unregister_object(connection, registration)
    g_object_unref(connection.gpointer)
  }
}
