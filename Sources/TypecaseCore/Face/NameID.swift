/// Name IDs of the OpenType name table that Typecase reads.
package enum NameID {
  package static let copyright: UInt32 = 0
  package static let family: UInt32 = 1
  package static let subfamily: UInt32 = 2
  package static let fullName: UInt32 = 4
  package static let version: UInt32 = 5
  package static let postScriptName: UInt32 = 6
  package static let trademark: UInt32 = 7
  package static let manufacturer: UInt32 = 8
  package static let designer: UInt32 = 9
  package static let description: UInt32 = 10
  package static let vendorURL: UInt32 = 11
  package static let designerURL: UInt32 = 12
  package static let license: UInt32 = 13
  package static let licenseURL: UInt32 = 14
  package static let typographicFamily: UInt32 = 16
  package static let typographicSubfamily: UInt32 = 17
  package static let variationsPostScriptNamePrefix: UInt32 = 25
}
