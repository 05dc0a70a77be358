// TypecaseIcons carries Typecase's own symbolic icons (Icons/hicolor) as a resource bundle,
// Typecase_TypecaseIcons.resources, beside the programs; the window finds it by path
// (`ProgramResources`) and nothing imports this module.
//
// It is a C target for the same reason as TypecaseTranslations: SwiftPM gives a Swift target
// with resources a generated `Bundle.module` accessor that imports Foundation, which would make
// the window program load Foundation and ICU; a C target's bundle comes without an accessor.
