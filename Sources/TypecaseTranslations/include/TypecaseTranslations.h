// TypecaseTranslations carries the compiled gettext catalogs (Translations/LANG.mo) as a
// resource bundle, Typecase_TypecaseTranslations.resources, beside the programs; Localizer
// finds it by path and nothing imports this module.
//
// It is a C target because SwiftPM gives a Swift target with resources a generated
// `Bundle.module` accessor that imports Foundation, which would make every program linking
// TypecaseCore load Foundation and ICU; a C target's bundle comes without an accessor on Linux.
