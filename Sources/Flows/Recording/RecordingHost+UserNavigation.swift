extension RecordingHost: UserNavigationReporting {
  /// Goes back or chooses an alert's action as ``goBack()`` and
  /// ``chooseAlertAction(_:)`` do, at once; does nothing where they would throw.
  public func perform(_ navigation: UserNavigation) {
    switch navigation {
    case .back:
      try? goBack()
    case .alertAction(let title, let label):
      guard alert?.title == title else { return }
      try? chooseAlertAction(label)
    }
  }
}
