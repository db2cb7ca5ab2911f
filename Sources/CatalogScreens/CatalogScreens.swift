import UIKit
