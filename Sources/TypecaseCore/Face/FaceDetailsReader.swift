/// Reads everything the file of the face at a location says (`FaceReader.read` of
/// TypecaseFaceReading, which links HarfBuzz), given fontconfig's languages for the face: handed
/// to the code that needs it by the programs that link it, so that `typecase` does not.
public typealias FaceDetailsReader = @Sendable (_ location: FontLocation, _ languages: [String]) -> FaceDetails
