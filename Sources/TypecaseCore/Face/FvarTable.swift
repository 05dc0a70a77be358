/// The fvar table of one face read as HarfBuzz reads it (`hb_ot_var_get_axis_infos`,
/// `hb_ot_var_named_instance_get_*`): the variation axes and the named instances, with the
/// name IDs that name them.
package struct FvarTable {
  /// The axes, in font order; empty for a static face or a malformed table.
  package let axes: [FontVariations.AxisInfo]
  /// The named instances, in font order.
  package let namedInstances: [FontVariations.InstanceInfo]

  /// The fvar table of `face`.
  package init(_ face: SfntFace) {
    guard let table = face.table("fvar"), table.uint16(at: 0) == 1, let axesOffset = table.uint16(at: 4),
      let axisCount = table.uint16(at: 8).map(Int.init), table.uint16(at: 10) == 20,
      let instanceCount = table.uint16(at: 12).map(Int.init), let instanceSize = table.uint16(at: 14).map(Int.init),
      instanceSize >= axisCount * 4 + 4, table.has(Int(axesOffset), 20 * axisCount),
      table.has(Int(axesOffset) + 20 * axisCount, instanceCount * instanceSize)
    else {
      axes = []
      namedInstances = []
      return
    }
    let axesStart = Int(axesOffset)
    axes = (0..<axisCount).compactMap { index in
      let record = axesStart + 20 * index
      guard let tag = table.uint32(at: record), let minimum = table.fixed(at: record + 4),
        let defaultValue = table.fixed(at: record + 8), let maximum = table.fixed(at: record + 12),
        let flags = table.uint16(at: record + 16), let nameID = table.uint16(at: record + 18)
      else { return nil }
      // HarfBuzz widens a range that leaves the default out to take it in.
      return (
        OpenTypeTag.text(tag), UInt32(nameID), flags & 0x0001 != 0, min(minimum, defaultValue), defaultValue,
        max(maximum, defaultValue)
      )
    }
    let instancesStart = axesStart + 20 * axisCount
    namedInstances = (0..<instanceCount).compactMap { index in
      let record = instancesStart + instanceSize * index
      guard let subfamily = table.uint16(at: record) else { return nil }
      let coordinates = (0..<axisCount).compactMap { table.fixed(at: record + 4 + 4 * $0) }
      // The PostScript name ID is there when the record has room for it; 0xFFFF is "none".
      let postScriptID =
        instanceSize >= axisCount * 4 + 6
        ? table.uint16(at: record + 4 + 4 * axisCount).flatMap { $0 == 0xFFFF ? nil : $0 } : nil
      return (UInt32(subfamily), postScriptID.map(UInt32.init), coordinates)
    }
  }
}
